/**
 * Whether React has hydrated the page (run inside it, by Playwright's waitForFunction). Gatsby's
 * router exists before the page's data has loaded, so that alone is not enough: React, which
 * hydrates from the top down in slices, has reached the footer, the last part of every page.
 */
export function pageHydrated(): boolean {
  const footer = document.querySelector("#___gatsby footer")
  return footer !== null && Object.keys(footer).some(key => key.startsWith("__reactFiber$"))
}
