/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { inlineScriptHashes, writePageHeaders } from "../../src/node/page-headers"

const HOME_SCRIPT = "'sha256-dM5RhQaHR6kixHpO44724UnuYC5hup+laK1IDHoO77A='"
const page = (path: string) =>
  `<html><head><script type="application/ld+json">{"@type":"Organization"}</script></head>` +
  `<body><script id="gatsby-script-loader">window.pagePath="${path}";</script><script src="/app-123.js" async></script></body></html>`

describe("the hashes of a page's inline scripts", () => {
  it("covers every inline script the page runs, and no external one and no data block", () => {
    expect(inlineScriptHashes(page("/"))).toEqual([HOME_SCRIPT])
  })

  it("covers a script typed as JavaScript or as a module", () => {
    const typed = (type: string) => `<script type=${type}>window.pagePath="/";</script>`
    expect(inlineScriptHashes(typed('"text/javascript"'))).toEqual([HOME_SCRIPT])
    expect(inlineScriptHashes(typed("module"))).toEqual([HOME_SCRIPT])
  })

  it("lists a script that appears twice once", () => {
    expect(inlineScriptHashes(page("/") + page("/"))).toHaveLength(1)
  })
})

describe("public/_headers after the build", () => {
  const template =
    "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'inline-script-hashes'; object-src 'none'\n  X-Content-Type-Options: nosniff\n"

  function build(files: Record<string, string>, pages = ["/", "/about-us"]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      fs.writeFileSync(path.join(dir, name), text)
    }
    writePageHeaders(dir, pages)
    return fs.readFileSync(path.join(dir, "_headers"), "utf8")
  }

  it("gives unknown paths the not-found page's policy and each page a rule that replaces it with its own", () => {
    const headers = build({
      _headers: template,
      "404.html": page("/404.html"),
      "index.html": page("/"),
      "about-us.html": page("/about-us"),
    })
    const [catchAll, ...pageRules] = headers.split(/\n(?=\/)/)
    expect(catchAll).toContain("X-Content-Type-Options: nosniff")
    expect(catchAll).not.toContain("'inline-script-hashes'")
    expect(catchAll).toContain(
      `script-src 'self' ${inlineScriptHashes(page("/404.html")).join(" ")}; object-src 'none'`,
    )
    expect(pageRules).toEqual([
      `/\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${HOME_SCRIPT}; object-src 'none'\n`,
      expect.stringMatching(/^\/about-us\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: .*'sha256-/),
    ])
  })

  it("gives the not-found page Gatsby also writes as 404/index.html, served at /404/, its own policy", () => {
    const headers = build({
      _headers: template,
      "404.html": page("/404.html"),
      "404/index.html": page("/404"),
      "index.html": page("/"),
      "about-us.html": page("/about-us"),
    })
    const rule = headers.split(/\n(?=\/)/).find(rule => rule.startsWith("/404/\n"))
    expect(rule).toBe(
      `/404/\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${inlineScriptHashes(page("/404")).join(" ")}; object-src 'none'\n`,
    )
    expect(inlineScriptHashes(page("/404"))).not.toEqual(inlineScriptHashes(page("/404.html")))
  })

  it("gives unknown paths under /gu/ the Gujarati not-found page's policy, before the Gujarati pages' own rules", () => {
    const headers = build(
      {
        _headers: template,
        "404.html": page("/404.html"),
        "gu/404.html": page("/gu/404.html"),
        "index.html": page("/"),
        "about-us.html": page("/about-us"),
        "gu.html": page("/gu"),
      },
      ["/", "/about-us", "/gu"],
    )
    const rules = headers.split(/\n(?=\/)/).slice(1)
    expect(rules.map(rule => rule.split("\n")[0])).toEqual(["/gu/*", "/", "/about-us", "/gu"])
    expect(rules[0]).toContain(`script-src 'self' ${inlineScriptHashes(page("/gu/404.html")).join(" ")};`)
    expect(inlineScriptHashes(page("/gu/404.html"))).not.toEqual(inlineScriptHashes(page("/404.html")))
  })

  it("stops the build beyond the 100 rules Cloudflare Pages allows in _headers", () => {
    const files: Record<string, string> = { _headers: template, "404.html": page("/404.html") }
    const pages = Array.from({ length: 100 }, (_, index) => `/page-${index}`)
    for (const path of pages) files[`${path.slice(1)}.html`] = page(path)
    expect(() => build(files, pages)).toThrow(/101 rules, and Cloudflare Pages allows at most 100/)
    expect(() => build(files, pages.slice(1))).not.toThrow()
  })

  it("stops the build when static/_headers has no policy to complete", () => {
    expect(() => build({ _headers: "/*\n  X-Content-Type-Options: nosniff\n", "404.html": page("/404.html") })).toThrow(
      /needs a Content-Security-Policy with 'inline-script-hashes'/,
    )
  })
})
