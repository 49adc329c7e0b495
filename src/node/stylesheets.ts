import fs from "node:fs"
import path from "node:path"
import { builtPages } from "./built-pages"

/** Gatsby inlines the stylesheets a page uses in its <head>, each naming the file it came from. */
const INLINED_STYLESHEET = /<style data-href="\/([^"]+\.css)"/g

/**
 * The stylesheets the browser build wrote, as listed in its `webpack.stats.json`. Their names
 * carry a hash of their content, so they change exactly when the CSS does.
 */
export function stylesheetNames(publicDir: string): string[] {
  const file = path.join(publicDir, "webpack.stats.json")
  const { assetsByChunkName } = JSON.parse(fs.readFileSync(file, "utf8")) as {
    assetsByChunkName: Record<string, string[]>
  }
  const names = Object.values(assetsByChunkName).flatMap(assets => assets.filter(asset => asset.endsWith(".css")))
  return [...new Set(names)].sort()
}

/** Pages in `publicDir` whose inlined styles are not from the stylesheets of this build, as "page (stylesheet)". */
export function pagesWithOldStyles(publicDir: string): string[] {
  const current = new Set(stylesheetNames(publicDir))
  return builtPages(publicDir).flatMap(page => {
    const html = fs.readFileSync(path.join(publicDir, page), "utf8")
    const old = [...html.matchAll(INLINED_STYLESHEET)].map(([, name]) => name).filter(name => !current.has(name))
    return old.length > 0 ? [`${page} (${old.join(", ")})`] : []
  })
}
