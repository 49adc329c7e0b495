import fs from "node:fs"
import path from "node:path"
import { htmlFiles } from "../src/node/built-pages"
import { inlineScriptHashes } from "../src/node/page-headers"
import type { Page } from "@playwright/test"
import { test, expect, gotoHydrated, watchCspViolations } from "./fixtures"

const PUBLIC_DIR = path.join(__dirname, "..", "public")

/**
 * Where the CDN serves a file of public/: index.html at /, <path>.html at /<path>, a folder's
 * index.html at /<folder>/ (which redirects to /<folder> where the build wrote a <folder>.html
 * copy), and a language's 404.html at any path of that language it has no file for.
 */
function addressOf(file: string): string {
  if (file.endsWith("404.html")) return `/${file.slice(0, -"404.html".length)}no/such/page`
  if (file === "index.html" || file.endsWith("/index.html")) return `/${file.slice(0, -"index.html".length)}`
  return `/${file.slice(0, -".html".length)}`
}

/** The files are visited in parts, each a test of its own, so that the workers (and CI's shards) share them. */
const PARTS = 4

/**
 * What a visitor's page must not do, as the privacy notice (/privacy, content/privacy.json) says, loaded, read to
 * the end and used: set a cookie, keep anything in the browser but how far it was scrolled (in the tab, for Back)
 * until a form is typed in, or ask another site for anything. Checked in the same visit as the file itself.
 */
async function expectKeptPrivate(tab: Page, origin: string, elsewhere: string[], cookiesSent: string[]) {
  // What the page loads as it is read to the end: held pictures, and motion once scrolled.
  await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await tab.waitForLoadState("networkidle")
  // A form fetches its sending code as soon as it is used: from the site too.
  const field = tab.locator("form input:not([type=hidden]):not([tabindex='-1'])").first()
  if ((await field.count()) > 0) {
    await field.focus()
    await tab.waitForLoadState("networkidle")
  }
  // Once the scroll handler has had its frame: Gatsby keeps each page's scroll in the tab, for Back, as the
  // notice says; a form keeps its draft there only once something is typed.
  const stored = await tab.evaluate(async () => {
    await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    return {
      cookie: document.cookie,
      localStorage: localStorage.length,
      sessionStorage: Object.entries(sessionStorage).filter(
        ([key, value]) => !/^@@scroll\|/.test(key) || !/^\d+(\.\d+)?$/.test(value),
      ),
    }
  })
  expect(stored, "what the page keeps in the browser").toEqual({ cookie: "", localStorage: 0, sessionStorage: [] })
  expect(await tab.context().cookies(), "cookies of any site").toEqual([])
  expect(cookiesSent, "responses that set a cookie").toEqual([])
  expect(elsewhere, `requests to other sites than ${origin}`).toEqual([])
}

for (let part = 1; part <= PARTS; part++)
  test(
    `every .html file in public/, at the address the CDN serves it from, loads with its own policy and no console error, and a visitor's page, loaded, used and scrolled, sets no cookie, keeps nothing but the scroll for Back and asks no other site for anything: part ${part} of ${PARTS}`,
    { tag: "@content" },
    async ({ browser, context, baseURL }) => {
      // Listed now rather than when the tests are collected: the build may only just have written them.
      const files = htmlFiles(PUBLIC_DIR)
      expect(files).toEqual(
        expect.arrayContaining(["index.html", "404.html", "gu/404.html", "contact.html", "contact/index.html"]),
      )
      expect(files).toEqual(expect.arrayContaining(["privacy.html", "gu/privacy.html"]))
      const ours = files.filter((_, index) => index % PARTS === part - 1)
      test.setTimeout(ours.length * 20_000)
      const origin = new URL(baseURL!).origin
      const visited: string[] = []
      for (const file of ours)
        await test.step(`${file} at ${addressOf(file)}`, async () => {
          // A folder's index.html that has a <folder>.html copy: the CDN sends its address to the copy's, whose
          // own step loads it in the browser. The two files are one page, so one load checks both.
          const folder = file.endsWith("/index.html") && file.slice(0, -"/index.html".length)
          const copy = `${folder}.html`
          if (folder && files.includes(copy) && addressOf(copy) === `/${folder}`) {
            // A connection of its own: wrangler's runtime closes one idle for 5 s, and a request sent on a kept
            // connection as it closed failed with ECONNRESET (a fresh clone's run; steps between load pages).
            const response = await context.request.get(addressOf(file), { headers: { connection: "close" } })
            const servedAt = new URL(response.url()).pathname
            expect(servedAt).toBe(addressOf(copy))
            expect(response.status()).toBe(200)
            expect(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")).toBe(
              fs.readFileSync(path.join(PUBLIC_DIR, copy), "utf8"),
            )
            visited.push(`${file} → ${addressOf(file)} → ${servedAt}, as ${copy}`)
            return
          }
          // The editor (admin/) is Decap's page, not Gatsby's, nor a visitor's: it has no hydration to wait for, and
          // it keeps its settings in the browser, so it gets a browser context of its own.
          const editor = file.startsWith("admin/")
          // A tab of its own, so what one page logs late is not blamed on the next.
          const tab = editor ? await (await browser.newContext({ baseURL })).newPage() : await context.newPage()
          const violations = await watchCspViolations(tab)
          const errors: string[] = []
          const elsewhere: string[] = []
          const cookiesSent: string[] = []
          tab.on("console", message => message.type() === "error" && errors.push(message.text()))
          tab.on("pageerror", error => errors.push(`Uncaught: ${error.message}`))
          tab.on("request", request => {
            const url = request.url()
            if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) elsewhere.push(url)
          })
          // Read as each response comes; one still being read when the tab closes no longer has headers to read.
          tab.on("response", response =>
            response.headerValue("set-cookie").then(
              value => value !== null && cookiesSent.push(response.url()),
              error => {
                if (!tab.isClosed()) throw error
              },
            ),
          )
          const address = addressOf(file)
          const response = editor
            ? await tab.goto(address, { waitUntil: "networkidle" })
            : await gotoHydrated(tab, address)
          if (!response) throw new Error(`nothing answered at ${address}`)
          const servedAt = new URL(tab.url()).pathname
          visited.push(servedAt === address ? `${file} → ${address}` : `${file} → ${address} → ${servedAt}`)

          const html = await response.text()
          expect(html, "the CDN serves this file (or its <path>.html copy)").toBe(
            fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"),
          )
          const notFound = file.endsWith("404.html")
          expect(response.status()).toBe(notFound ? 404 : 200)
          const policies = (await response.headersArray()).filter(
            ({ name }) => name.toLowerCase() === "content-security-policy",
          )
          expect(policies).toHaveLength(1)
          for (const hash of inlineScriptHashes(html)) expect(policies[0].value).toContain(hash)

          expect(violations, "Content-Security-Policy violations").toEqual([])
          // The not-found page's own 404, and Gatsby's request for the unknown path's data, are expected there.
          if (!editor) await expectKeptPrivate(tab, origin, elsewhere, cookiesSent)
          expect(notFound ? errors.filter(text => !/status of 404/.test(text)) : errors).toEqual([])
          await (editor ? tab.context() : tab).close()
        })

      console.log(`Visited ${visited.length} addresses:\n  ${visited.join("\n  ")}`)
    },
  )
