import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { MINIMUM_PHOTO_WIDTH, PHOTO_BYTES_LIMIT } from "../../src/lib/photo-sizes.js"
import { GALLERY_LIMIT } from "../../src/node/content-schema.js"

/**
 * As a phone's photo after the editor's upload: 2000 pixels wide, or a portrait at the narrowest a
 * gallery takes (MINIMUM_PHOTO_WIDTH.gallery), about 2000 on its long side.
 */
const LANDSCAPE = { width: 2000, height: 1500 }
const PORTRAIT = { width: MINIMUM_PHOTO_WIDTH.gallery, height: Math.round((MINIMUM_PHOTO_WIDTH.gallery * 4) / 3) }
/** The scene every photo is a crop of, large enough for hundreds of different crops of either shape. */
const SCENE = { width: 3600, height: 3200 }

/** A small, fast pseudo-random generator (mulberry32), so the fixture is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A photo-like scene, as raw pixels: soft light and colour (a small random image enlarged), objects
 * with shading (rectangles and discs with gradients) and sensor grain over it all, so the build's
 * encoders work as hard as on a real photo. Drawn once; each photo is a crop of it.
 */
async function scene(): Promise<{ data: Buffer; info: sharp.OutputInfo }> {
  const next = random(0x5eed)
  const { width, height } = SCENE
  const light = Buffer.from(Array.from({ length: 12 * 10 * 3 }, () => 40 + Math.floor(next() * 180)))
  const colour = () => `rgb(${[0, 0, 0].map(() => 30 + Math.floor(next() * 200)).join(",")})`
  const shapes = Array.from({ length: 60 }, (_, index) => {
    const [x, y, size] = [next() * width, next() * height, 80 + next() * 600].map(Math.round)
    const fill = `url(#g${index})`
    return (
      `<linearGradient id="g${index}" x1="0" y1="0" x2="${next().toFixed(2)}" y2="1">` +
      `<stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient>` +
      (next() < 0.5
        ? `<rect x="${x}" y="${y}" width="${size}" height="${Math.round(size * (0.3 + next()))}" rx="${Math.round(next() * 40)}" fill="${fill}" opacity="0.85"/>`
        : `<circle cx="${x}" cy="${y}" r="${Math.round(size / 2)}" fill="${fill}" opacity="0.85"/>`)
    )
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join("")}</svg>`
  const grain = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 3)
  for (let i = 0; i < grain.length; i++) grain[i] = 128 + Math.round((next() + next() + next() - 1.5) * GRAIN_AMOUNT)
  return sharp(light, { raw: { width: 12, height: 10, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .composite([
      { input: Buffer.from(svg) },
      { input: grain, raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 3 }, tile: true, blend: "overlay" },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true })
}
/** The grain's tile: a size no power of two, so its repeats do not line up with the encoders' blocks. */
const GRAIN_SIZE = 509
const GRAIN_AMOUNT = 14

/** Photo `seed`, a JPEG: its own crop of the scene, mirrored or not. Every fourth is a portrait. */
async function photo({ data, info }: Awaited<ReturnType<typeof scene>>, seed: number): Promise<Buffer> {
  const next = random(seed + 1)
  const { width, height } = seed % 4 === 3 ? PORTRAIT : LANDSCAPE
  const left = Math.floor(next() * (SCENE.width - width))
  const top = Math.floor(next() * (SCENE.height - height))
  const jpeg = await sharp(data, { raw: info })
    .extract({ left, top, width, height })
    .flop(next() < 0.5)
    .jpeg({ quality: 82 })
    .toBuffer()
  // The content check reads widths, not sizes; a stored photo stays under this (the editor's upload sees to it).
  if (jpeg.length >= PHOTO_BYTES_LIMIT) throw new Error(`bench photo ${seed} is ${jpeg.length} bytes, over the limit`)
  return jpeg
}

export interface PhotoFixture {
  files: number
  averageBytes: number
}

/** A product line's or brand's file: each language's part, with its gallery. */
type GalleryFile = Record<"en" | "gu", Record<string, unknown> & { photos: object[] }>

/** A generated photo's description and caption in each language (content/ holds both: src/lib/languages.ts). */
const photoWords = (name: string) => ({
  en: { imageAlt: `Bench photo ${name}`, caption: `Installation ${name}` },
  gu: { imageAlt: `બેન્ચ ફોટો ${name}`, caption: `ઇન્સ્ટોલેશન ${name}` },
})

/** A content file with its gallery replaced: the photos in English, their words in Gujarati. */
const withPhotos = (data: GalleryFile, photos: object[], words: object[]) =>
  JSON.stringify({ ...data, en: { ...data.en, photos }, gu: { ...data.gu, photos: words } }, null, 2)

/** The product lines' or brands' JSON files in `folder`, read. */
const entries = (folder: string) =>
  fs
    .readdirSync(folder)
    .filter(name => name.endsWith(".json"))
    .sort()
    .map(name => ({
      file: path.join(folder, name),
      data: JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as GalleryFile,
    }))

/**
 * Replaces the galleries of the project copy in `dir` with `count` generated photos: every product
 * line and brand lists GALLERY_LIMIT of them, half the files beside the product lines and half beside
 * the brands (content/<folder>/photos/), each file on at least one page and on no page twice.
 */
export async function writePhotoFixture(dir: string, count = 300): Promise<PhotoFixture> {
  const pixels = await scene()
  const folders = ["products", "brands"].map(folder => path.join(dir, "content", folder))
  const perFolder = Math.ceil(count / folders.length)
  let bytes = 0
  let seed = 0
  for (const folder of folders) {
    const photosDir = path.join(folder, "photos")
    fs.rmSync(photosDir, { recursive: true, force: true })
    fs.mkdirSync(photosDir)
    const names = Array.from(
      { length: Math.min(perFolder, count - seed) },
      (_, index) => `bench-${String(seed + index + 1).padStart(3, "0")}.jpg`,
    )
    const pages = entries(folder)
    if (pages.length * GALLERY_LIMIT < names.length)
      throw new Error(`too few pages in ${folder} for ${names.length} photos`)
    for (const [index, name] of names.entries()) {
      const file = await photo(pixels, seed + index)
      fs.writeFileSync(path.join(photosDir, name), file)
      bytes += file.length
    }
    // Page p lists the GALLERY_LIMIT photos from p × GALLERY_LIMIT on, wrapping around: consecutive, so never one twice.
    pages.forEach(({ file, data }, page) => {
      const shown = Array.from(
        { length: GALLERY_LIMIT },
        (_, slot) => names[(page * GALLERY_LIMIT + slot) % names.length],
      )
      const photos = shown.map(name => ({ image: `photos/${name}`, ...photoWords(name).en }))
      fs.writeFileSync(
        file,
        withPhotos(
          data,
          photos,
          shown.map(name => photoWords(name).gu),
        ),
      )
    })
    seed += names.length
  }
  return { files: seed, averageBytes: Math.round(bytes / seed) }
}

/**
 * Adds photo `n` (from 0) to the gallery of product line `n`, in place of its last (a gallery holds
 * at most GALLERY_LIMIT): a new file and a changed gallery, as a pull request adding a photo has.
 */
export async function addOnePhoto(dir: string, n = 0): Promise<void> {
  const folder = path.join(dir, "content", "products")
  const { file, data } = entries(folder)[n]
  const name = `bench-added-${n + 1}.jpg`
  fs.writeFileSync(path.join(folder, "photos", name), await photo(await scene(), 100_000 + n))
  const { en, gu } = photoWords(name)
  const photos = [...data.en.photos.slice(0, GALLERY_LIMIT - 1), { image: `photos/${name}`, ...en }]
  fs.writeFileSync(file, withPhotos(data, photos, [...data.gu.photos.slice(0, GALLERY_LIMIT - 1), gu]))
}
