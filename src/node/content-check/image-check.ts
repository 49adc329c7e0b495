import fs from "node:fs"
import path from "node:path"
import probeImageSize from "probe-image-size"
import { tooLargeForEveryPage } from "../../lib/app-icons"
import type { ImageCheck } from "../content-schema"

/** How much of an image file is read for its size: a JPEG's size follows its metadata, rarely beyond this. */
const IMAGE_HEAD_BYTES = 128 * 1024

/**
 * The width and height of an image file, read from its first bytes (the whole file only when they do not
 * say, as every build checks every photo); undefined if it is not an image.
 */
function imageSize(absolute: string): { width: number; height: number } | undefined {
  const head = Buffer.alloc(IMAGE_HEAD_BYTES)
  const file = fs.openSync(absolute, "r")
  try {
    const read = fs.readSync(file, head, 0, IMAGE_HEAD_BYTES, 0)
    return probeImageSize.sync(head.subarray(0, read)) ?? probeImageSize.sync(fs.readFileSync(absolute)) ?? undefined
  } finally {
    fs.closeSync(file)
  }
}

export function imageCheckFor(directory: string, contentDir: string): ImageCheck {
  return (relativePath, extensions, { minWidth, maxBytes } = {}) => {
    const extension = path.extname(relativePath).toLowerCase()
    if (!extensions.includes(extension)) return `should be an image file ending in ${extensions.join(", ")}`
    const absolute = path.resolve(directory, relativePath)
    if (!absolute.startsWith(contentDir + path.sep))
      return `points outside the content folder: keep images inside content/`
    if (!fs.existsSync(absolute))
      return `points to "${relativePath}", which does not exist next to this file (looked for ${path.relative(path.dirname(contentDir), absolute)})`
    if (maxBytes !== undefined) {
      const bytes = fs.statSync(absolute).size
      if (bytes > maxBytes) return `points to "${relativePath}", which is ${tooLargeForEveryPage(bytes, maxBytes)}`
    }
    if (minWidth === undefined) return null
    const size = imageSize(absolute)
    if (!size) return `points to "${relativePath}", which could not be read as an image: save it again as a JPEG photo`
    return size.width < minWidth
      ? `points to "${relativePath}", which is ${size.width} × ${size.height} pixels: this place needs a photo at least ${minWidth} pixels wide`
      : null
  }
}
