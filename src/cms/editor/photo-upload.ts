import Compressor from "compressorjs"
import { tooLargeForEveryPage } from "../../lib/app-icons"
import { PHOTO_BYTES_LIMIT, WIDEST_PHOTO } from "../../lib/photo-sizes"

/**
 * A photo as it comes from a phone (4000 × 3000, several megabytes, turned by its EXIF orientation)
 * made into one the site can store: upright, at most as wide as the widest copy the build makes,
 * under PHOTO_BYTES_LIMIT, its metadata (a phone's GPS position among it) left behind. Or the reason
 * it cannot be used, in the editor's words.
 *
 * compressorjs does the work: a small, maintained library that reads the EXIF orientation and draws
 * the photo upright, resizes within a maximum and re-encodes, all on the page's own canvas, with no
 * worker or WebAssembly fetched from elsewhere, which /admin/'s Content-Security-Policy would refuse.
 */

export type PreparedPhoto = { file: File } | { refusal: string }

/** What the upload can read: what phones, cameras and screenshots make. */
const READABLE = ["image/jpeg", "image/png", "image/webp"]
/** JPEG quality, lowered step by step until a photo fits under the limit; a phone's photo fits at the first. */
const QUALITIES = [0.85, 0.75, 0.6, 0.45]

/** The photo re-encoded, or undefined if the browser could not draw it. */
const compress = (file: File, options: Compressor.Options) =>
  new Promise<File | undefined>(resolve => {
    new Compressor(file, { ...options, success: result => resolve(result as File), error: () => resolve(undefined) })
  })

/** The photo's size as it is seen, upright (Chromium applies the EXIF orientation when it decodes). */
async function uprightSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(file)
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size
  } catch {
    return undefined
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

/** What the field's place on the page takes: how narrow a photo, how large a file. */
export interface PhotoLimits {
  minWidth?: number | undefined
  maxBytes?: number | undefined
}

/**
 * `minWidth` is the narrowest photo the field's place on the page can take; a field without one is a
 * logo's or the icon's, which may be an SVG, kept as it is if it is no larger than `maxBytes`.
 */
export async function preparePhoto(file: File, { minWidth, maxBytes }: PhotoLimits = {}): Promise<PreparedPhoto> {
  const isSvg = file.type === "image/svg+xml" || /\.svg$/i.test(file.name)
  if (isSvg && maxBytes !== undefined && file.size > maxBytes)
    return {
      refusal: `“${file.name}” is ${tooLargeForEveryPage(file.size, maxBytes)}.`,
    }
  if (isSvg && minWidth === undefined) return { file }
  const kinds = minWidth === undefined ? "an SVG, PNG or JPEG file" : "a JPEG or PNG photo"
  if (/^image\/hei[cf]$/.test(file.type) || /\.hei[cf]$/i.test(file.name))
    return {
      refusal: `“${file.name}” is a HEIC photo, which browsers cannot show: choose ${kinds}. (An iPhone takes JPEG photos with Settings › Camera › Formats › Most Compatible.)`,
    }
  if (!READABLE.includes(file.type))
    return { refusal: `“${file.name}” is not a photo the site can use: choose ${kinds}.` }
  const unreadable = `“${file.name}” could not be read as a photo: choose ${kinds}.`
  const size = await uprightSize(file)
  if (!size) return { refusal: unreadable }
  if (minWidth !== undefined && size.width < minWidth)
    return {
      refusal: `This photo is ${size.width} × ${size.height} pixels; this place needs one at least ${minWidth} pixels wide.`,
    }
  // A PNG stays a PNG (a drawing or a screenshot, sharper so) if it fits under the limit; a photo saved
  // as PNG does not, and becomes a JPEG, which stores a photo in a fraction of the bytes.
  const encodings = [
    ...(file.type === "image/png" ? [{ mimeType: "image/png", quality: 1 }] : []),
    ...QUALITIES.map(quality => ({ mimeType: "image/jpeg", quality })),
  ]
  for (const encoding of encodings) {
    const result = await compress(file, {
      ...encoding,
      maxWidth: WIDEST_PHOTO,
      // Upright by its EXIF orientation, which is then dropped with the rest of the metadata.
      checkOrientation: true,
      // Always the re-encoded photo, even when larger: the original may be sideways, or carry its GPS position.
      strict: false,
      convertSize: Infinity,
    })
    if (!result) return { refusal: unreadable }
    if (result.size <= PHOTO_BYTES_LIMIT) return { file: result }
  }
  return {
    refusal: `This photo stays over ${megabytes(PHOTO_BYTES_LIMIT)} even made smaller: choose a JPEG photo.`,
  }
}
