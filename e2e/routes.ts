/**
 * The spec's screens, and one product line's and one brand's page standing for all of theirs:
 * what the Chromium suite (e2e/) and the other engines' (e2e-engines/) both visit.
 */
export const ROUTES = [
  "/",
  "/about-us",
  "/our-team",
  "/our-brands",
  "/our-products",
  "/contact",
  "/backup-sizing",
  "/service",
  "/privacy",
  "/our-products/ups-systems",
  "/our-brands/apc",
] as const

export const PHONE = { width: 390, height: 844 }
