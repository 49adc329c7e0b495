/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { writeExtensionlessPages } from "../../src/node/extensionless-pages"

const page = (dir: string, folder: string) => {
  fs.mkdirSync(path.join(dir, folder), { recursive: true })
  fs.writeFileSync(path.join(dir, folder, "index.html"), `<h1>${folder}</h1>`)
}

it("writes each page as <path>.html with a redirect from /<path>/, and leaves Gatsby's own folders alone", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  for (const folder of ["our-products", "our-products/batteries", "admin", "404", "page-data/contact"])
    page(dir, folder)
  expect(writeExtensionlessPages(dir)).toEqual(["/our-products", "/our-products/batteries"])
  expect(fs.readFileSync(path.join(dir, "our-products/batteries.html"), "utf8")).toBe("<h1>our-products/batteries</h1>")
  expect(fs.readFileSync(path.join(dir, "_redirects"), "utf8")).toBe(
    "/our-products/ /our-products 301\n/our-products/batteries/ /our-products/batteries 301\n",
  )
  for (const file of ["admin.html", "404.html", "page-data/contact.html"])
    expect(fs.existsSync(path.join(dir, file))).toBe(false)
})

it("deletes the copy of a page that a build on last time's public/ no longer makes, and nothing else", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  for (const folder of ["our-products", "our-products/batteries", "our-products/antivirus-software"]) page(dir, folder)
  writeExtensionlessPages(dir)
  // The next build, after a product line was taken off the site: Gatsby deleted its page.
  fs.rmSync(path.join(dir, "our-products/antivirus-software"), { recursive: true })
  fs.writeFileSync(path.join(dir, "404.html"), "<h1>Not found</h1>")

  expect(writeExtensionlessPages(dir)).toEqual(["/our-products", "/our-products/batteries"])
  expect(fs.existsSync(path.join(dir, "our-products/antivirus-software.html"))).toBe(false)
  expect(fs.readFileSync(path.join(dir, "_redirects"), "utf8")).not.toContain("antivirus-software")
  for (const file of ["our-products.html", "our-products/batteries.html", "404.html"])
    expect(fs.existsSync(path.join(dir, file))).toBe(true)
})
