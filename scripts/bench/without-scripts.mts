import fs from "node:fs"
import path from "node:path"

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi

/** A page's HTML with every <script> element removed: what it costs the browser with no JavaScript at all. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, "")
}

/**
 * Copies the built site to `target` with no <script> element in any page, for the bench to
 * measure each page against: the copy's Total Blocking Time is the browser's own work (parsing,
 * styles, layout, fonts, images), which the page's scripts should add little to.
 */
export function writeScriptFreeCopy(publicDir: string, target: string): number {
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(publicDir, target, { recursive: true })
  let pages = 0
  for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue
    const file = path.join(entry.parentPath, entry.name)
    fs.writeFileSync(file, withoutScripts(fs.readFileSync(file, "utf8")))
    pages++
  }
  return pages
}
