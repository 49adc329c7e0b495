import fs from "node:fs"
import path from "node:path"

/** The HTML pages Gatsby wrote in `publicDir`, as paths relative to it (its own slices and files left out). */
export function builtPages(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter(page => page.endsWith(".html") && !/^(static|page-data|_gatsby)[/\\]/.test(page))
    .filter(page => fs.statSync(path.join(publicDir, page)).isFile())
}
