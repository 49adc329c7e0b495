import fs from "node:fs"
import path from "node:path"
import { chromium, type Page } from "playwright-core"
import { CDN_ACCEPT_ENCODING, CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.js"

/** Lighthouse's phone (a Moto G Power): its screen, in CSS pixels, and its pixel density. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  extraHTTPHeaders: CDN_ACCEPT_ENCODING,
}

export interface GalleryVisit {
  /** Everything a visitor who only reads the first screen fetches, as transferred. */
  loadBytes: number
  /** Everything a visitor who scrolls to the end of the gallery has fetched by then (the page's scripts, started by the scroll, included). */
  scrolledToEndBytes: number
  /** Of which the gallery's tiles. */
  tileBytes: number
  /** Everything a visitor who taps the first photo has fetched once it is shown (scripts, the viewer, its photo and the next). */
  openedOnePhotoBytes: number
  /** Of which the viewer's code and styles (PhotoSwipe), fetched on the first open only. */
  viewerCodeBytes: number
  /** And the photos the viewer fetched: the one opened and those it prepares beside it. */
  viewerPhotoBytes: number
}

/** Sums the transferred size of every request the page makes, by kind, from when it is called. */
function countBytes(page: Page) {
  const sizes: Promise<{ url: string; bytes: number }>[] = []
  page.on("requestfinished", request =>
    sizes.push(
      request
        .sizes()
        .then(sizes => ({ url: request.url(), bytes: sizes.responseHeadersSize + sizes.responseBodySize })),
    ),
  )
  return async (matching: (url: string) => boolean = () => true) =>
    (await Promise.all(sizes)).filter(({ url }) => matching(url)).reduce((sum, { bytes }) => sum + bytes, 0)
}

const GALLERY_TILES = "#photos a img"

/** The viewer's files, as webpack wrote them for its chunk (src/photo-viewer/use-photo-viewer.ts names it). */
function viewerFiles(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>
  }
  return stats.namedChunkGroups["photo-viewer"].assets.map(asset => `/${asset.name}`)
}

/**
 * What a gallery costs a visitor on Lighthouse's phone, with the network unthrottled (the bytes do not
 * depend on it): at load, scrolled to its end, and with one photo opened in the viewer.
 */
export async function measureGalleryVisit(url: string, publicDir: string): Promise<GalleryVisit> {
  const viewerCode = viewerFiles(publicDir)
  const isViewerCode = (source: string) => viewerCode.includes(new URL(source).pathname)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const reader = await browser.newPage(PHONE)
    const readerBytes = countBytes(reader)
    await reader.goto(url, { waitUntil: "networkidle" })
    const loadBytes = await readerBytes()
    const tiles = reader.locator(GALLERY_TILES)
    for (let index = 0; index < (await tiles.count()); index++) await tiles.nth(index).scrollIntoViewIfNeeded()
    await reader.waitForLoadState("networkidle")
    await reader.waitForFunction(
      selector => [...document.querySelectorAll<HTMLImageElement>(selector)].every(image => image.complete),
      GALLERY_TILES,
    )
    const tileSources = new Set(
      await tiles.evaluateAll(images => images.map(image => (image as HTMLImageElement).currentSrc)),
    )
    const scrolledToEndBytes = await readerBytes()
    const tileBytes = await readerBytes(source => tileSources.has(source))

    const opener = await browser.newPage(PHONE)
    const openerBytes = countBytes(opener)
    await opener.goto(url, { waitUntil: "networkidle" })
    const first = opener.locator("#photos a").first()
    await first.evaluate(link => link.scrollIntoView({ block: "center", behavior: "instant" }))
    // The tap is the visitor's first interaction: it starts the page's scripts, then opens the viewer.
    await first.tap()
    await opener.locator(".pswp__img:not(.pswp__img--placeholder)").first().waitFor()
    await opener.waitForLoadState("networkidle")
    const viewerSources = new Set(
      await opener
        .locator(".pswp__img:not(.pswp__img--placeholder)")
        .evaluateAll(images => images.map(image => (image as HTMLImageElement).currentSrc)),
    )
    return {
      loadBytes,
      scrolledToEndBytes,
      tileBytes,
      openedOnePhotoBytes: await openerBytes(),
      viewerCodeBytes: await openerBytes(isViewerCode),
      viewerPhotoBytes: await openerBytes(source => viewerSources.has(source)),
    }
  } finally {
    await browser.close()
  }
}
