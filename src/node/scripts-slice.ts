import fs from "node:fs"
import path from "node:path"

/** The HTML fragment of the scripts every page ends with, which Gatsby stitches into each page. */
const SCRIPTS_SLICE = path.join("_gatsby", "slices", "_gatsby-scripts-1.html")

/**
 * Removes Gatsby's scripts fragment from `publicDir` once the pages have it. Published, the CDN
 * would serve it at /_gatsby/slices/_gatsby-scripts-1: a document without a doctype or a title,
 * whose scripts find no page to start. Gatsby writes it again early in every build, before it
 * stitches pages (its webpack stats extractor writes the file whenever it is missing or differs),
 * so incremental builds still find it.
 */
export function removeScriptsSlice(publicDir: string): void {
  fs.rmSync(path.join(publicDir, SCRIPTS_SLICE), { force: true })
}
