import fs from "node:fs"
import path from "node:path"

/**
 * Cloudflare Pages answers /about-us with a redirect to /about-us/ when the page is
 * about-us/index.html, which is what Gatsby writes, but serves about-us.html at /about-us.
 * So each page is also written as <path>.html, and /<path>/ redirects to /<path>.
 * Gatsby's own files stay where they are, for its incremental builds. The editor stays at /admin/,
 * as Decap CMS expects (src/cms/setup/write-admin.ts).
 *
 * A build on a kept public/ (CI's cache) has last time's copies too. Gatsby deletes the folder of a page
 * that is gone (a product line taken off the site), so its copy is deleted here, found in last time's
 * _redirects, the list of the copies written.
 */
export function writeExtensionlessPages(publicDir: string): string[] {
  const redirects = path.join(publicDir, "_redirects")
  const written = fs.existsSync(redirects) ? (fs.readFileSync(redirects, "utf8").match(/^\S+(?=\/ )/gm) ?? []) : []
  const pages: string[] = []
  const visit = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const folder = path.join(directory, entry.name)
      const relative = path.relative(publicDir, folder).split(path.sep).join("/")
      if (!entry.isDirectory() || ["page-data", "static", "404", "admin"].includes(relative.split("/")[0])) continue
      const index = path.join(folder, "index.html")
      if (fs.existsSync(index)) {
        fs.copyFileSync(index, `${folder}.html`)
        pages.push(`/${relative}`)
      }
      visit(folder)
    }
  }
  visit(publicDir)
  pages.sort()
  for (const gone of written.filter(page => !pages.includes(page)))
    fs.rmSync(path.join(publicDir, `${gone}.html`), { force: true })
  fs.writeFileSync(redirects, pages.map(page => `${page}/ ${page} 301\n`).join(""))
  return pages
}
