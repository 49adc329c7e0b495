import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type Language } from "../lib/languages"
import { SHARE_IMAGE } from "../lib/share-image"

export interface ShareImageBrand {
  /** The company name. Page titles end with " | name"; the image shows the logo instead. */
  name: string
  /** The logo drawn for a dark background (SVG or PNG). */
  logoFile: string
  /** One short line along the bottom in each language, such as the city, the phone number and the web address. */
  footer: Record<Language, string>
}

export interface ShareImageRequest {
  /** Where the image is served, such as "/share/about-us.png". */
  imagePath: string
  /** The page's title without the company name. */
  title: string
  /** The page's language, as its <html lang> says. */
  language: Language
}

const PADDING = 80
const TITLE_BOX = { top: 210, height: 280 }
const TITLE_FONT_SIZE = 68
const COLOURS = { forestLight: "#1b5e3f", forestDark: "#07231a", leaf: "#7cc47f", amber: "#f2b84b", text: "#e4f1df" }

const escapeMarkup = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const decodeHtml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")

function htmlFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap(entry => {
    const absolute = path.join(directory, entry.name)
    if (entry.isDirectory()) return ["page-data", "static"].includes(entry.name) ? [] : htmlFiles(absolute)
    return entry.name.endsWith(".html") ? [absolute] : []
  })
}

/**
 * The share image each built page asks for. The page's head (src/components/seo.tsx) names the
 * image and the title, so the build draws exactly what every page links to, the not-found page included.
 */
export function requestedShareImages(publicDir: string, companyName: string): ShareImageRequest[] {
  const requests = new Map<string, { title: string; language: Language }>()
  const brandSuffix = ` | ${companyName}`
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const image = /<meta[^>]*property="og:image"[^>]*content="([^"]+)"/.exec(html)?.[1]
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
    if (!image || title === undefined) continue
    const pageTitle = decodeHtml(title)
    const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
    requests.set(new URL(decodeHtml(image)).pathname, {
      title: pageTitle.endsWith(brandSuffix) ? pageTitle.slice(0, -brandSuffix.length) : pageTitle,
      language: LANGUAGE_CODES.find(code => LANGUAGES[code].htmlLang === lang) ?? DEFAULT_LANGUAGE,
    })
  }
  return [...requests]
    .map(([imagePath, request]) => ({ imagePath, ...request }))
    .sort((a, b) => a.imagePath.localeCompare(b.imagePath))
}

/**
 * Gujarati titles are drawn with a font of the build machine's that has Gujarati letters (Noto Sans
 * Gujarati, from Debian's fonts-noto-core); without one, Pango would draw empty boxes. Visitors
 * never download it: it is only in the pictures.
 */
export function checkGujaratiFont(
  gujaratiFonts = () => execFileSync("fc-list", [":lang=gu", "family"], { encoding: "utf8" }),
): void {
  let families = ""
  try {
    families = gujaratiFonts()
  } catch {
    // No fontconfig at all: no font either.
  }
  if (!families.trim())
    throw new Error(
      "No font with Gujarati letters is installed, so the Gujarati pages' share images cannot be drawn: " +
        "install one (apt-get install fonts-noto-core, which has Noto Sans Gujarati) and build again.",
    )
}

/** The forest background, the logo, and a line of contact details: everything but the title. */
function background(brand: ShareImageBrand, footer: string): Buffer {
  const { width, height } = SHARE_IMAGE
  const logo = fs.readFileSync(brand.logoFile)
  const logoType = path.extname(brand.logoFile) === ".svg" ? "image/svg+xml" : "image/png"
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="forest" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${COLOURS.forestLight}"/>
      <stop offset="1" stop-color="${COLOURS.forestDark}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#forest)"/>
  <circle cx="${width - 90}" cy="110" r="250" fill="${COLOURS.leaf}" opacity="0.10"/>
  <circle cx="${width - 20}" cy="${height - 40}" r="190" fill="${COLOURS.amber}" opacity="0.10"/>
  <image href="data:${logoType};base64,${logo.toString("base64")}" x="${PADDING}" y="64" width="440" height="112"
    preserveAspectRatio="xMinYMid meet"/>
  <rect x="${PADDING}" y="${height - 118}" width="96" height="6" rx="3" fill="${COLOURS.amber}"/>
  <text x="${PADDING}" y="${height - 68}" font-family="sans-serif" font-size="30" fill="${COLOURS.text}">${escapeMarkup(footer)}</text>
</svg>`)
}

/** The title, wrapped by Pango to the image's width, shrunk only when it would not fit in its box. */
async function titleImage(title: string): Promise<{ input: Buffer; height: number }> {
  const text = {
    text: `<span foreground="#ffffff">${escapeMarkup(title)}</span>`,
    font: `sans-serif Bold ${TITLE_FONT_SIZE}`,
    width: SHARE_IMAGE.width - 2 * PADDING,
    rgba: true,
    wrap: "word" as const,
    spacing: Math.round(TITLE_FONT_SIZE * 0.2),
  }
  // At 72 dpi a font size in points is a size in pixels.
  const atSize = await sharp({ text: { ...text, dpi: 72 } })
    .png()
    .toBuffer()
  const { height = 0 } = await sharp(atSize).metadata()
  if (height <= TITLE_BOX.height) return { input: atSize, height }
  // Given a height, sharp picks the font size that fills the box.
  const fitted = await sharp({ text: { ...text, height: TITLE_BOX.height } })
    .png()
    .toBuffer()
  return { input: fitted, height: (await sharp(fitted).metadata()).height ?? TITLE_BOX.height }
}

export async function renderShareImage(
  title: string,
  brand: ShareImageBrand,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Buffer> {
  const heading = await titleImage(title)
  return sharp(background(brand, brand.footer[language]))
    .composite([
      {
        input: heading.input,
        left: PADDING,
        top: Math.round(TITLE_BOX.top + (TITLE_BOX.height - heading.height) / 2),
      },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** Draws the share image of every built page into public/ and returns their paths. */
export async function writeShareImages(publicDir: string, brand: ShareImageBrand): Promise<string[]> {
  const requests = requestedShareImages(publicDir, brand.name)
  if (requests.some(({ language }) => language === "gu")) checkGujaratiFont()
  await Promise.all(
    requests.map(async ({ imagePath, title, language }) => {
      const target = path.join(publicDir, imagePath)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, await renderShareImage(title, brand, language))
    }),
  )
  return requests.map(request => request.imagePath)
}
