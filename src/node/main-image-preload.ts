import fs from "node:fs"
import path from "node:path"
import { builtPages } from "./built-pages"

/** A page's main image (its hero or banner), as Picture marks it: eager, with fetchpriority="high". */
const MAIN_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/
/** The sources of a picture, the first being the format the browser prefers (AVIF). */
const SOURCE = /<source\b[^>]*>/
/** The viewport's meta tag: a preload must come after it, or the browser reads its sizes at 980 px wide. */
const VIEWPORT = /<meta name="viewport"[^>]*>/
const PRELOAD = /<link rel="preload" as="image"/

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]

/**
 * Names the page's main image in its head, so that the browser asks for it first, as soon as the
 * head arrives and before the header's logo (which asks at a low priority). Over the CDN's HTTP/2 the
 * image then leads the queue; over a new HTTP/1.1 connection it takes the one the page came on,
 * a round trip sooner than a second one. The preload names the picture's first source (AVIF) with its
 * srcset, sizes and media, so the browser picks the very copy the picture will, and a browser that
 * cannot show AVIF skips it and reads the picture as before. A page without a main image, or one
 * already rewritten by an earlier build, is returned as it is.
 */
export function preloadMainImage(html: string): string {
  if (PRELOAD.test(html)) return html
  const image = MAIN_IMAGE.exec(html)
  if (!image) return html
  const pictureStart = html.lastIndexOf("<picture", image.index)
  const inPicture = pictureStart >= 0 && !html.slice(pictureStart, image.index).includes("</picture>")
  const source = inPicture ? SOURCE.exec(html.slice(pictureStart, image.index))?.[0] : undefined
  const from = source ?? image[0]
  const srcset = attribute(from, "srcset")
  const href = source ? undefined : attribute(image[0], "src")
  if (!srcset && !href) return html
  const link = [
    `<link rel="preload" as="image"`,
    href && ` href="${href}"`,
    source && attribute(source, "type") && ` type="${attribute(source, "type")}"`,
    srcset && ` imagesrcset="${srcset}"`,
    attribute(from, "sizes") && ` imagesizes="${attribute(from, "sizes")}"`,
    source && attribute(source, "media") && ` media="${attribute(source, "media")}"`,
    ` fetchpriority="high"/>`,
  ].join("")
  if (!VIEWPORT.test(html)) throw new Error("A page has no viewport meta tag to put its main image's preload after")
  return html.replace(VIEWPORT, tag => tag + link)
}

/** Adds the main image's preload to every page Gatsby wrote in `publicDir`; returns how many have one. */
export function writeMainImagePreloads(publicDir: string): number {
  let preloaded = 0
  for (const page of builtPages(publicDir)) {
    const file = path.join(publicDir, page)
    const html = preloadMainImage(fs.readFileSync(file, "utf8"))
    fs.writeFileSync(file, html)
    if (PRELOAD.test(html)) preloaded++
  }
  return preloaded
}
