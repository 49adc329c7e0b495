/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { validateHtml } from "../../scripts/validate-html"

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><title>Contact</title></head><body>${body}</body></html>`

function site(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  return dir
}

// One Java run checks every page, so the cases share it.
let checked: ReturnType<typeof validateHtml>
beforeAll(() => {
  checked = validateHtml(
    site({
      "index.html": page('<img src="/hero.jpg" width="2000" height="1125" alt="A forest">'),
      "contact.html": page('<img src="/banner.jpg" width="1" height="0.35" alt="">'),
      "our-products/ups-systems/index.html": page("<p>UPS</p>"),
      "page-data/404.html/page-data.json": "{}",
      "robots.txt": "User-agent: *",
    }),
  )
}, 60_000)

describe("the HTML validator", () => {
  it("checks every .html file, however deep, and nothing else", () => {
    expect(checked.files).toEqual(["contact.html", "index.html", "our-products/ups-systems/index.html"])
  })

  it("reports a fractional image height with the file and line, and passes the valid pages", () => {
    expect(checked.errors).toEqual([
      {
        file: "contact.html",
        line: 1,
        message: expect.stringMatching(/^Bad value “0\.35” for attribute “height” on element “img”/),
      },
    ])
  })
})
