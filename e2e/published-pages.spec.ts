import fs from "node:fs"
import path from "node:path"
import { htmlFiles } from "../src/node/built-pages"
import { inlineScriptHashes } from "../src/node/page-headers"
import { test, expect, gotoHydrated, watchCspViolations } from "./fixtures"

const PUBLIC_DIR = path.join(__dirname, "..", "public")
const UNKNOWN_PATH = "/no/such/page"

/**
 * Where the CDN serves a file of public/: index.html at /, <path>.html at /<path>, a folder's
 * index.html at /<folder>/ (which redirects to /<folder> where the build wrote a <folder>.html
 * copy), and 404.html at any path it has no file for.
 */
function addressOf(file: string): string {
  if (file === "404.html") return UNKNOWN_PATH
  if (file === "index.html" || file.endsWith("/index.html")) return `/${file.slice(0, -"index.html".length)}`
  return `/${file.slice(0, -".html".length)}`
}

/** The files are visited in parts, each a test of its own, so that the workers (and CI's shards) share them. */
const PARTS = 4

for (let part = 1; part <= PARTS; part++)
  test(
    `every .html file in public/, at the address the CDN serves it from, loads with its own policy and no console error: part ${part} of ${PARTS}`,
    { tag: "@content" },
    async ({ context }) => {
      // Listed now rather than when the tests are collected: the build may only just have written them.
      const files = htmlFiles(PUBLIC_DIR)
      expect(files).toEqual(expect.arrayContaining(["index.html", "404.html", "contact.html", "contact/index.html"]))
      const ours = files.filter((_, index) => index % PARTS === part - 1)
      test.setTimeout(ours.length * 20_000)
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
          // A tab of its own, so what one page logs late is not blamed on the next.
          const tab = await context.newPage()
          const violations = await watchCspViolations(tab)
          const errors: string[] = []
          tab.on("console", message => message.type() === "error" && errors.push(message.text()))
          tab.on("pageerror", error => errors.push(`Uncaught: ${error.message}`))
          const address = addressOf(file)
          // The editor (admin/) is Decap's page, not Gatsby's: it has no hydration to wait for.
          const response = file.startsWith("admin/")
            ? await tab.goto(address, { waitUntil: "networkidle" })
            : await gotoHydrated(tab, address)
          if (!response) throw new Error(`nothing answered at ${address}`)
          const servedAt = new URL(tab.url()).pathname
          visited.push(servedAt === address ? `${file} → ${address}` : `${file} → ${address} → ${servedAt}`)

          const html = await response.text()
          expect(html, "the CDN serves this file (or its <path>.html copy)").toBe(
            fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"),
          )
          expect(response.status()).toBe(file === "404.html" ? 404 : 200)
          const policies = (await response.headersArray()).filter(
            ({ name }) => name.toLowerCase() === "content-security-policy",
          )
          expect(policies).toHaveLength(1)
          for (const hash of inlineScriptHashes(html)) expect(policies[0].value).toContain(hash)

          expect(violations, "Content-Security-Policy violations").toEqual([])
          // The not-found page's own 404, and Gatsby's request for the unknown path's data, are expected there.
          expect(file === "404.html" ? errors.filter(text => !/status of 404/.test(text)) : errors).toEqual([])
          await tab.close()
        })

      console.log(`Visited ${visited.length} addresses:\n  ${visited.join("\n  ")}`)
    },
  )
