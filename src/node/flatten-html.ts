import fs from "node:fs"
import path from "node:path"

/**
 * Cloudflare Pages serves about-us.html at /about-us but answers /about-us with a redirect
 * to /about-us/ when the file is about-us/index.html, which is what Gatsby writes. Moving
 * each page up a level makes the site's own paths (/about-us, /contact) answer directly.
 */
export function flattenHtml(publicDir: string): string[] {
  const moved: string[] = []
  const visit = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue
      const folder = path.join(directory, entry.name)
      if (path.relative(publicDir, folder).split(path.sep)[0] === "page-data") continue
      const index = path.join(folder, "index.html")
      if (fs.existsSync(index)) {
        const target = `${folder}.html`
        // /404 duplicates 404.html, the page Cloudflare answers unknown paths with.
        if (fs.existsSync(target)) fs.rmSync(index)
        else fs.renameSync(index, target)
        moved.push(path.relative(publicDir, target))
        if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder)
      }
      if (fs.existsSync(folder)) visit(folder)
    }
  }
  visit(publicDir)
  return moved
}
