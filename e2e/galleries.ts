import { en as pages } from "../content/pages.json"
import { readCollection } from "./content"

/**
 * The galleries the browser tests open, in Chromium (photo-gallery.spec.ts) and in WebKit and Gecko
 * (e2e-engines/photo-viewer.spec.ts): UPS Systems' and APC's, each with its heading and photos as in content/.
 */

export interface Gallery {
  path: string
  title: string
  photos: { imageAlt: string; caption?: string }[]
}

const ups = readCollection("products").find(line => line.slug === "ups-systems")!
const apc = readCollection("brands").find(brand => brand.slug === "apc")!

export const GALLERIES: Gallery[] = [
  { path: "/our-products/ups-systems", title: pages.productLine.galleryTitle, photos: ups.photos },
  { path: "/our-brands/apc", title: pages.brand.galleryTitle.replace("{brand}", apc.title), photos: apc.photos },
]

/** The viewer's place, "3 of 12", in the content's words. */
export const positionOf = (index: number, total: number) =>
  pages.photoViewer.position.replace("{index}", String(index)).replace("{total}", String(total))
