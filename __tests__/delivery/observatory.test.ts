/**
 * @jest-environment node
 */
import { gradeResponse, parsePolicy } from "../../e2e/observatory"

const STRICT_POLICY =
  "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

const SITE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": STRICT_POLICY,
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
}
const PAGE = '<html><script src="/app-1.js" async></script><script>window.pagePath="/"</script></html>'

const grade = (headers: Record<string, string>, body = PAGE, redirectsToHttps = true) =>
  gradeResponse({ headers, body, redirectsToHttps })
const outcome = (headers: Record<string, string>, test: string) =>
  grade(headers).results.find(result => result.test === test)!.result

describe("the Observatory's scoring", () => {
  it("gives the site's headers A+: no unsafe scripts, private referrer, frame-ancestors and CORP earn bonuses", () => {
    const { score, grade: letter, results } = grade(SITE_HEADERS)
    expect(letter).toBe("A+")
    expect(score).toBe(120)
    expect(results.filter(result => result.modifier !== 0).map(r => [r.result, r.modifier])).toEqual([
      ["referrer-policy-private", 5],
      ["x-frame-options-implemented-via-csp", 5],
      ["cross-origin-resource-policy-implemented-with-same-origin", 10],
    ])
    expect(outcome(SITE_HEADERS, "content-security-policy")).toBe(
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    )
  })

  it("fails a site without any security header", () => {
    expect(grade({ "content-type": "text/html" }, PAGE, false)).toMatchObject({ score: 10, grade: "F" })
  })

  it("counts bonuses only when the score without them is at least 90", () => {
    const { "strict-transport-security": _hsts, ...withoutHsts } = SITE_HEADERS
    expect(grade(withoutHsts)).toMatchObject({ score: 80, grade: "B+" })
  })

  describe("Content-Security-Policy", () => {
    const csp = (policy: string) => outcome({ "content-security-policy": policy }, "content-security-policy")

    it("rewards default-src 'none' without unsafe sources, and a policy without 'unsafe-inline'", () => {
      expect(csp("default-src 'none'; form-action 'self'")).toBe("csp-implemented-with-no-unsafe-default-src-none")
      expect(csp("default-src 'self'; object-src 'none'")).toBe("csp-implemented-with-no-unsafe")
    })

    it("penalises 'unsafe-inline' or data: in script-src, and a broad object-src", () => {
      expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe("csp-implemented-with-unsafe-inline")
      expect(csp("script-src 'self' data:")).toBe("csp-implemented-with-unsafe-inline")
      expect(csp("default-src 'self'; object-src https:")).toBe("csp-implemented-with-unsafe-inline")
      expect(csp("object-src 'none'")).toBe("csp-implemented-with-unsafe-inline")
    })

    it("ignores 'unsafe-inline' next to a hash, as browsers do", () => {
      expect(csp("default-src 'self'; script-src 'sha256-abc=' 'unsafe-inline'")).toBe("csp-implemented-with-no-unsafe")
    })

    it("penalises 'unsafe-eval' and http: sources", () => {
      expect(csp("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe("csp-implemented-with-unsafe-eval")
      expect(csp("default-src 'self'; connect-src http://api.example.com")).toBe("csp-implemented-with-insecure-scheme")
      expect(csp("default-src 'self'; img-src http:")).toBe(
        "csp-implemented-with-insecure-scheme-in-passive-content-only",
      )
    })

    it("treats two policies joined by a comma, or a repeated directive, as invalid", () => {
      expect(csp("default-src 'self', default-src 'none'")).toBe("csp-header-invalid")
      expect(csp("script-src 'self'; script-src 'none'")).toBe("csp-header-invalid")
      expect(outcome({}, "content-security-policy")).toBe("csp-not-implemented")
      expect(parsePolicy("default-src 'self'; img-src 'self' data:")?.get("img-src")).toEqual(
        new Set(["'self'", "data:"]),
      )
    })
  })

  it("scores HSTS by its max-age", () => {
    const hsts = (value: string) => outcome({ "strict-transport-security": value }, "strict-transport-security")
    expect(hsts("max-age=63072000; includeSubDomains")).toBe("hsts-implemented-max-age-at-least-six-months")
    expect(hsts("max-age=86400")).toBe("hsts-implemented-max-age-less-than-six-months")
    expect(hsts("includeSubDomains")).toBe("hsts-header-invalid")
    expect(hsts("max-age=63072000, max-age=63072000")).toBe("hsts-header-invalid")
  })

  it("scores Referrer-Policy by its last known value", () => {
    const referrer = (value: string) => outcome({ "referrer-policy": value }, "referrer-policy")
    expect(referrer("no-referrer, strict-origin-when-cross-origin")).toBe("referrer-policy-private")
    expect(referrer("unsafe-url")).toBe("referrer-policy-unsafe")
    expect(referrer("whatever")).toBe("referrer-policy-header-invalid")
    expect(outcome({}, "referrer-policy")).toBe("referrer-policy-not-implemented")
  })

  it("takes X-Frame-Options as implemented by CSP frame-ancestors", () => {
    expect(outcome({ "x-frame-options": "DENY" }, "x-frame-options")).toBe("x-frame-options-sameorigin-or-deny")
    expect(outcome({}, "x-frame-options")).toBe("x-frame-options-not-implemented")
    expect(outcome({ "content-security-policy": "frame-ancestors 'none'" }, "x-frame-options")).toBe(
      "x-frame-options-implemented-via-csp",
    )
  })

  it("checks X-Content-Type-Options, CORS, CORP and cookies", () => {
    expect(outcome({ "x-content-type-options": "nosniff" }, "x-content-type-options")).toBe(
      "x-content-type-options-nosniff",
    )
    expect(outcome({}, "x-content-type-options")).toBe("x-content-type-options-not-implemented")
    expect(
      outcome(
        { "access-control-allow-origin": "https://evil.example", "access-control-allow-credentials": "true" },
        "cross-origin-resource-sharing",
      ),
    ).toBe("cross-origin-resource-sharing-implemented-with-universal-access")
    expect(outcome({ "cross-origin-resource-policy": "same-site" }, "cross-origin-resource-policy")).toBe(
      "cross-origin-resource-policy-implemented-with-same-site",
    )
    expect(outcome({ "set-cookie": "id=1; Path=/" }, "cookies")).toBe("cookies-without-secure-flag")
    expect(outcome({ "set-cookie": "id=1; Secure; HttpOnly; SameSite=Lax" }, "cookies")).toBe(
      "cookies-secure-with-httponly-sessions-and-samesite",
    )
    expect(outcome({}, "cookies")).toBe("cookies-not-found")
  })

  it("checks that scripts from other origins carry an integrity hash", () => {
    const sri = (body: string) =>
      grade({ "content-type": "text/html" }, body).results.find(r => r.test === "subresource-integrity")!.result
    expect(sri(PAGE)).toBe("sri-not-implemented-but-all-scripts-loaded-from-secure-origin")
    expect(sri('<script src="https://cdn.example/x.js"></script>')).toBe(
      "sri-not-implemented-but-external-scripts-loaded-securely",
    )
    expect(sri('<script src="http://cdn.example/x.js"></script>')).toBe(
      "sri-not-implemented-and-external-scripts-not-loaded-securely",
    )
    expect(sri("<p>no scripts</p>")).toBe("sri-not-implemented-but-no-scripts-loaded")
  })
})
