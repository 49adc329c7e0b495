import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/** Cloudflare Pages allows at most 100 rules in _headers. */
const CLOUDFLARE_HEADER_RULES = 100

/** Stands in static/_headers for the hashes of a page's inline scripts. */
const SCRIPT_HASHES_PLACEHOLDER = "'inline-script-hashes'"

/** An inline script the browser runs: no src, and no type but JavaScript's (a data block such as JSON-LD is never run). */
const INLINE_SCRIPT =
  /<script\b(?![^>]*\b(?:src|type)\s*=(?!\s*"?(?:text\/javascript|module)\b))[^>]*>([\s\S]*?)<\/script>/gi

/**
 * CSP source expressions allowing each inline script a page runs, by the SHA-256 of its exact
 * text. Gatsby's differ per page (window.pagePath). Data blocks such as JSON-LD, which the
 * policy does not govern, are left out: each hash is 54 bytes of the page's response headers,
 * which share the connection's first round trip with its HTML.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`,
  )
  return [...new Set(hashes)]
}

/** The policy of static/_headers with a page's script hashes in place of the placeholder. */
function policyFor(template: string, html: string): string {
  const hashes = inlineScriptHashes(html)
  return template.replace(` ${SCRIPT_HASHES_PLACEHOLDER}`, hashes.length ? ` ${hashes.join(" ")}` : "")
}

/**
 * The file Cloudflare serves at a page's path: "/" is index.html, "/contact" is contact.html, and
 * a path ending in "/" is the index.html of that folder ("/404/" is 404/index.html).
 */
const htmlFileFor = (publicDir: string, page: string) =>
  path.join(publicDir, page.endsWith("/") ? `${page.slice(1)}index.html` : `${page.slice(1)}.html`)

/**
 * Gatsby writes the not-found page twice: 404.html, which the CDN serves for unknown paths, and
 * 404/index.html, which it serves at /404/. Their scripts differ (window.pagePath), so the second
 * needs a rule of its own.
 */
const NOT_FOUND_FOLDER_PAGE = "/404/"

/**
 * Every other language's not-found page, which the CDN serves for unknown paths under its folder
 * ("/gu/" for gu/404.html): its rule, "/gu/*", comes before the rules of the pages in that folder.
 */
const translatedNotFoundFolders = (publicDir: string) =>
  fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter(
      entry =>
        entry.isDirectory() &&
        fs.statSync(path.join(publicDir, entry.name, "404.html"), { throwIfNoEntry: false })?.isFile(),
    )
    .map(entry => `/${entry.name}/`)

/**
 * Completes public/_headers (copied from static/_headers): the catch-all rule gets the
 * policy of 404.html, served for every unknown path, and each page (and /404/) gets a rule
 * that detaches that policy and sets its own, so every response carries exactly one. Each
 * language's folder gets its own not-found page's policy the same way, before its pages'.
 */
export function writePageHeaders(publicDir: string, pages: string[]): void {
  const file = path.join(publicDir, "_headers")
  const headers = fs.readFileSync(file, "utf8")
  const template = /^\s+Content-Security-Policy:\s*(.+)$/m.exec(headers)?.[1]
  if (!template?.includes(SCRIPT_HASHES_PLACEHOLDER))
    throw new Error(`static/_headers needs a Content-Security-Policy with ${SCRIPT_HASHES_PLACEHOLDER} to fill in`)
  const html = (page: string) => fs.readFileSync(htmlFileFor(publicDir, page), "utf8")
  const notFoundFolder = fs.existsSync(htmlFileFor(publicDir, NOT_FOUND_FOLDER_PAGE)) ? [NOT_FOUND_FOLDER_PAGE] : []

  const rule = (pattern: string, policy: string) =>
    `${pattern}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy}\n`
  const pageRules = [
    ...translatedNotFoundFolders(publicDir).map(folder =>
      rule(`${folder}*`, policyFor(template, html(`${folder}404`))),
    ),
    ...[...pages, ...notFoundFolder].map(page => rule(page, policyFor(template, html(page)))),
  ]
  const notFound = fs.readFileSync(path.join(publicDir, "404.html"), "utf8")
  const written = `${headers.replace(template, policyFor(template, notFound)).trimEnd()}\n\n# Written by the build: one policy per page.\n${pageRules.join("\n")}`
  const rules = written.split("\n").filter(line => /^\//.test(line)).length
  if (rules > CLOUDFLARE_HEADER_RULES)
    throw new Error(
      `_headers would have ${rules} rules, and Cloudflare Pages allows at most ${CLOUDFLARE_HEADER_RULES}: the pages beyond ` +
        "would go without their Content-Security-Policy. Give pages one policy by a wildcard rule (page-headers.ts).",
    )
  fs.writeFileSync(file, written)
}
