import fs from "node:fs"
import path from "node:path"

/**
 * The pages Gatsby wrote in `publicDir`, as paths relative to it: each route's index.html and the
 * not-found page's 404.html (not its own slices and files, nor the <path>.html copies made after,
 * nor the editor's admin/index.html, written by src/cms/write-admin.ts).
 */
export function builtPages(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter(
      page => (page === "404.html" || path.basename(page) === "index.html") && !/^(static|page-data|admin)[/\\]/.test(page),
    )
    .filter(page => fs.statSync(path.join(publicDir, page)).isFile())
}
