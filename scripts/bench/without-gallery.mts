import fs from "node:fs"
import path from "node:path"

/** A product line's or brand's gallery: the section PhotoGallery writes (src/components/sections/photo-gallery.tsx). */
const GALLERY = /<section id="photos"[\s\S]*?<\/section>/

/** A page's HTML without its gallery of photos: the same page as it was before galleries. */
export function withoutGallery(html: string): string {
  return html.replace(GALLERY, "")
}

/**
 * Copies the built site to `target` with every page's gallery removed, for the bench to load each
 * gallery page beside: a gallery should cost the page nothing before the visitor scrolls to it.
 * Returns the pages that had one.
 */
export function writeGalleryFreeCopy(publicDir: string, target: string): string[] {
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(publicDir, target, { recursive: true })
  const changed: string[] = []
  for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue
    const file = path.join(entry.parentPath, entry.name)
    const html = fs.readFileSync(file, "utf8")
    if (!GALLERY.test(html)) continue
    fs.writeFileSync(file, withoutGallery(html))
    changed.push(path.relative(target, file))
  }
  return changed
}
