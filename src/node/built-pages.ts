import fs from "node:fs"
import path from "node:path"

/** Paths relative to `publicDir` of the files in it, "/"-separated, excluding directories. */
const filesIn = (publicDir: string) =>
  fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .map(file => file.split(path.sep).join("/"))
    .filter(file => fs.statSync(path.join(publicDir, file)).isFile())

/**
 * The pages Gatsby wrote in `publicDir`, as paths relative to it: each route's index.html and the
 * not-found page's 404.html in each language (not its own slices and files, nor the <path>.html copies made after,
 * nor the editor's admin/index.html, written by src/cms/setup/write-admin.ts).
 */
export function builtPages(publicDir: string): string[] {
  return filesIn(publicDir).filter(
    page => ["index.html", "404.html"].includes(path.posix.basename(page)) && !/^(static|page-data|admin)\//.test(page),
  )
}

/**
 * Every .html file in `publicDir`, which the CDN publishes: each route's index.html and its
 * <path>.html copy, and the not-found page's 404.html and 404/index.html. Sorted.
 */
export function htmlFiles(publicDir: string): string[] {
  return filesIn(publicDir)
    .filter(file => file.endsWith(".html"))
    .sort()
}
