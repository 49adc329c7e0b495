/**
 * Scores a response the way Mozilla's HTTP Observatory does (github.com/mdn/mdn-http-observatory:
 * src/analyzer/tests/*, src/grader/charts.js, src/scanner/index.js). The package itself cannot be
 * installed offline: it downloads a certificate bundle when installed.
 *
 * Start at 100, add each test's modifier; bonuses count only when the score without them is
 * at least 90. Two tests need the live site, not its headers: whether the host is on the HSTS
 * preload list (no bonus is assumed) and whether http:// redirects to https:// (the caller says).
 */

export interface ObservedResponse {
  /** Header names in lower case; a header sent twice arrives joined with ", ", as fetch does. */
  headers: Record<string, string>
  body: string
  /** Whether http:// on the host redirects to https:// (Cloudflare does for *.pages.dev and with "Always Use HTTPS"). */
  redirectsToHttps: boolean
}

export interface TestResult {
  test: string
  result: string
  modifier: number
}

export interface Grade {
  score: number
  grade: string
  results: TestResult[]
}

const result = (test: string, outcome: string, modifier: number): TestResult => ({ test, result: outcome, modifier })

const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"])
const isBroadOrInline = (source: string) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source)
const isHashOrNonce = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source)

/** Directive name to its sources; null when the header holds more than one policy or repeats a directive. */
export function parsePolicy(header: string): Map<string, Set<string>> | null {
  if (header.includes(",")) return null
  const policy = new Map<string, Set<string>>()
  for (const directive of header
    .split(";")
    .map(part => part.trim())
    .filter(Boolean)) {
    const [name, ...sources] = directive.split(/\s+/)
    if (policy.has(name.toLowerCase())) return null
    policy.set(name.toLowerCase(), new Set(sources.map(source => source.toLowerCase())))
  }
  return policy
}

function contentSecurityPolicy(headers: Record<string, string>): TestResult {
  const test = "content-security-policy"
  const header = headers["content-security-policy"]
  if (!header) return result(test, "csp-not-implemented", -25)
  // The Observatory merges several policies; two policies here mean two _headers rules were joined by mistake.
  const csp = parsePolicy(header)
  if (!csp || csp.size === 0) return result(test, "csp-header-invalid", -25)
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"])
  const scriptSrc = fallback("script-src")
  const styleSrc = fallback("style-src")
  const objectSrc = fallback("object-src")
  for (const sources of [scriptSrc, styleSrc]) if ([...sources].some(isHashOrNonce)) sources.delete("'unsafe-inline'")
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some(isHashOrNonce)) return result(test, "csp-header-invalid", -25)
    for (const source of scriptSrc)
      if (
        [...DANGEROUSLY_BROAD].some(broad => source.startsWith(broad)) ||
        ["'self'", "'unsafe-inline'"].includes(source)
      )
        scriptSrc.delete(source)
  }
  const active = [...csp].filter(([name]) => !["img-src", "media-src", "script-src"].includes(name))
  const activeSources = [...active.flatMap(([, sources]) => [...sources]), ...scriptSrc]
  const passiveSources = ["img-src", "media-src"].flatMap(name => [...(csp.get(name) ?? csp.get("default-src") ?? [])])
  const insecure = (source: string) => source.startsWith("http:") || source.startsWith("ftp:")

  if ([...scriptSrc].some(isBroadOrInline) || [...objectSrc].some(source => DANGEROUSLY_BROAD.has(source)))
    return result(test, "csp-implemented-with-unsafe-inline", -20)
  if (activeSources.some(insecure)) return result(test, "csp-implemented-with-insecure-scheme", -20)
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    return result(test, "csp-implemented-with-unsafe-eval", -10)
  if (passiveSources.some(insecure))
    return result(test, "csp-implemented-with-insecure-scheme-in-passive-content-only", -10)
  if ([...styleSrc].some(isBroadOrInline))
    return result(test, "csp-implemented-with-unsafe-inline-in-style-src-only", 0)
  const defaultSrc = csp.get("default-src")
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    return result(test, "csp-implemented-with-no-unsafe-default-src-none", 10)
  return result(test, "csp-implemented-with-no-unsafe", 5)
}

function cookies(headers: Record<string, string>): TestResult {
  const test = "cookies"
  const header = headers["set-cookie"]
  if (!header) return result(test, "cookies-not-found", 0)
  const all = header.split(/\n|,(?=[^;]+=)/).map(cookie => cookie.toLowerCase())
  const sameSite = all.map(cookie => /;\s*samesite=(\w+)/.exec(cookie)?.[1])
  if (sameSite.some(value => value && !["strict", "lax", "none"].includes(value)))
    return result(test, "cookies-samesite-flag-invalid", -20)
  if (all.some(cookie => !/;\s*secure\b/.test(cookie)))
    return headers["strict-transport-security"]
      ? result(test, "cookies-without-secure-flag-but-protected-by-hsts", -5)
      : result(test, "cookies-without-secure-flag", -20)
  return sameSite.every(Boolean)
    ? result(test, "cookies-secure-with-httponly-sessions-and-samesite", 5)
    : result(test, "cookies-secure-with-httponly-sessions", 0)
}

function crossOriginResourceSharing(headers: Record<string, string>): TestResult {
  const test = "cross-origin-resource-sharing"
  const origin = headers["access-control-allow-origin"]
  if (!origin) return result(test, "cross-origin-resource-sharing-not-implemented", 0)
  if (origin.trim() === "*") return result(test, "cross-origin-resource-sharing-implemented-with-public-access", 0)
  return headers["access-control-allow-credentials"]?.trim().toLowerCase() === "true"
    ? result(test, "cross-origin-resource-sharing-implemented-with-universal-access", -50)
    : result(test, "cross-origin-resource-sharing-implemented-with-restricted-access", 0)
}

const redirection = (redirectsToHttps: boolean) =>
  redirectsToHttps
    ? result("redirection", "redirection-to-https", 0)
    : result("redirection", "redirection-missing", -20)

function referrerPolicy(headers: Record<string, string>): TestResult {
  const test = "referrer-policy"
  const header = headers["referrer-policy"]
  if (!header) return result(test, "referrer-policy-not-implemented", 0)
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"]
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"]
  const policy = header
    .split(",")
    .map(value => value.trim().toLowerCase())
    .filter(value => good.includes(value) || bad.includes(value))
    .pop()
  if (policy && good.includes(policy)) return result(test, "referrer-policy-private", 5)
  if (policy) return result(test, "referrer-policy-unsafe", -5)
  return result(test, "referrer-policy-header-invalid", -5)
}

/** 15768000 s is six months; the Observatory accepts the common 15552000. */
const SIX_MONTHS = 15_552_000

function strictTransportSecurity(headers: Record<string, string>): TestResult {
  const test = "strict-transport-security"
  const header = headers["strict-transport-security"]
  if (!header) return result(test, "hsts-not-implemented", -20)
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(header)?.[1]
  if (header.includes(",") || maxAge === undefined) return result(test, "hsts-header-invalid", -20)
  return Number(maxAge) < SIX_MONTHS
    ? result(test, "hsts-implemented-max-age-less-than-six-months", -10)
    : result(test, "hsts-implemented-max-age-at-least-six-months", 0)
}

function subresourceIntegrity(headers: Record<string, string>, body: string): TestResult {
  const test = "subresource-integrity"
  if (!headers["content-type"]?.includes("text/html")) return result(test, "sri-not-implemented-response-not-html", 0)
  const scripts = [...body.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)[^>]*>/gi)].map(([tag, src]) => ({
    external: /^(https?:)?\/\//i.test(src),
    secure: /^https:\/\//i.test(src),
    integrity: /\bintegrity\s*=/i.test(tag),
  }))
  const external = scripts.filter(script => script.external)
  if (scripts.length === 0) return result(test, "sri-not-implemented-but-no-scripts-loaded", 0)
  if (external.length === 0)
    return scripts.every(script => script.integrity)
      ? result(test, "sri-implemented-and-all-scripts-loaded-securely", 5)
      : result(test, "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0)
  const withIntegrity = external.every(script => script.integrity)
  if (external.some(script => !script.secure))
    return withIntegrity
      ? result(test, "sri-implemented-but-external-scripts-not-loaded-securely", -20)
      : result(test, "sri-not-implemented-and-external-scripts-not-loaded-securely", -50)
  return withIntegrity
    ? result(test, "sri-implemented-and-external-scripts-loaded-securely", 5)
    : result(test, "sri-not-implemented-but-external-scripts-loaded-securely", -5)
}

function xContentTypeOptions(headers: Record<string, string>): TestResult {
  const header = headers["x-content-type-options"]
  if (!header) return result("x-content-type-options", "x-content-type-options-not-implemented", -5)
  return header.trim().toLowerCase() === "nosniff"
    ? result("x-content-type-options", "x-content-type-options-nosniff", 0)
    : result("x-content-type-options", "x-content-type-options-header-invalid", -5)
}

function xFrameOptions(headers: Record<string, string>): TestResult {
  const test = "x-frame-options"
  const csp = headers["content-security-policy"]
  if (csp && parsePolicy(csp)?.has("frame-ancestors")) return result(test, "x-frame-options-implemented-via-csp", 5)
  const header = headers["x-frame-options"]?.trim().toLowerCase()
  if (!header) return result(test, "x-frame-options-not-implemented", -20)
  if (["deny", "sameorigin"].includes(header)) return result(test, "x-frame-options-sameorigin-or-deny", 0)
  if (header.startsWith("allow-from")) return result(test, "x-frame-options-allow-from-origin", 0)
  return result(test, "x-frame-options-header-invalid", -20)
}

function crossOriginResourcePolicy(headers: Record<string, string>): TestResult {
  const test = "cross-origin-resource-policy"
  const header = headers["cross-origin-resource-policy"]?.trim().toLowerCase()
  if (!header) return result(test, "cross-origin-resource-policy-not-implemented", 0)
  if (header === "same-origin") return result(test, "cross-origin-resource-policy-implemented-with-same-origin", 10)
  if (header === "same-site") return result(test, "cross-origin-resource-policy-implemented-with-same-site", 10)
  if (header === "cross-origin") return result(test, "cross-origin-resource-policy-implemented-with-cross-origin", 0)
  return result(test, "cross-origin-resource-policy-header-invalid", -5)
}

/** Score 100 and above is A+, then A from 90, A- 85, B+ 80, B 70, B- 65, C+ 60, C 50, C- 45, D+ 40, D 30, D- 25. */
const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
]
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90

export function gradeResponse({ headers, body, redirectsToHttps }: ObservedResponse): Grade {
  const results = [
    contentSecurityPolicy(headers),
    cookies(headers),
    crossOriginResourceSharing(headers),
    redirection(redirectsToHttps),
    referrerPolicy(headers),
    strictTransportSecurity(headers),
    subresourceIntegrity(headers, body),
    xContentTypeOptions(headers),
    xFrameOptions(headers),
    crossOriginResourcePolicy(headers),
  ]
  const penalties = 100 + results.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0)
  const withBonuses = 100 + results.reduce((sum, { modifier }) => sum + modifier, 0)
  const score = Math.max(penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penalties, 0)
  const grade = GRADES.find(([minimum]) => score >= minimum)![1]
  return { score, grade, results }
}
