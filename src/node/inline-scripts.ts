import fs from "node:fs"
import path from "node:path"
import { minify_sync } from "terser"
import { builtPages } from "./built-pages"

/**
 * A script the page's own components write inline, as a form's restoring script (src/enquiry/restore-enquiry.ts):
 * a bare <script>, no attribute. The starter has its id and is minified as it is written; JSON-LD has its type.
 */
const BARE_SCRIPT = /<script>([\s\S]*?)<\/script>/g

/**
 * The source of a function a component writes inline is the server bundle's, which keeps its names, spaces and
 * comments: Terser's copy is what the page sends (the service page's restoring script, 1,460 bytes, became
 * 983). It runs before any compiled script, so it stays ES5.
 */
export function minifyInlineScripts(html: string): string {
  return html.replace(BARE_SCRIPT, (tag, source: string) => {
    const { code } = minify_sync(source, { ecma: 5, compress: { passes: 2 }, format: { ecma: 5 } })
    return code ? `<script>${code.replace(/;$/, "")}</script>` : tag
  })
}

/** Minifies the inline scripts of every page Gatsby wrote in `publicDir`; returns how many pages had one. */
export function writeMinifiedInlineScripts(publicDir: string): number {
  let written = 0
  for (const page of builtPages(publicDir)) {
    const file = path.join(publicDir, page)
    const html = fs.readFileSync(file, "utf8")
    const minified = minifyInlineScripts(html)
    if (minified === html) continue
    fs.writeFileSync(file, minified)
    written++
  }
  return written
}
