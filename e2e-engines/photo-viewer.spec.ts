/**
 * The gallery and its photo viewer (src/photo-viewer/, PhotoSwipe) in WebKit and Gecko: what
 * e2e/photo-gallery.spec.ts checks in Chromium, driven through the Tab. PhotoSwipe takes keys only
 * once it has faded in, so every step waits for that first.
 */
import { en as pages } from "../content/pages.json"
import { GALLERIES, positionOf } from "../e2e/galleries"
import { readCollection } from "../e2e/content"
import { atEachWidth, test, expect, gotoHydrated, pageScripts, type Tab } from "./fixtures"

const ups = readCollection("products").find(line => line.slug === "ups-systems")!
const words = pages.photoViewer
const [LINE] = GALLERIES

const GALLERY = "ul[data-photo-gallery]"
/** The link of the gallery's photo `index` (from 1). */
const photoLink = (index: number) => `${GALLERY} > li:nth-child(${index}) a`
/** The viewer: PhotoSwipe's dialog, and the large copy of the photo it shows. */
const VIEWER = ".pswp"
const SHOWN_IMAGE = `${VIEWER} .pswp__item:not([aria-hidden="true"]) img.pswp__img:not(.pswp__img--placeholder)`

/** What the viewer shows: its place ("3 of 12", the live region of its bar), and whether `caption` is on screen in it. */
const viewerState = (tab: Tab, caption: string) =>
  tab.evaluate(
    (viewer, caption) => {
      const root = document.querySelector(viewer)
      if (!root) return null
      const captions = [...root.querySelectorAll<HTMLElement>(":scope > *")].filter(
        element =>
          !element.hidden &&
          element.getClientRects().length > 0 &&
          element.textContent?.replace(/\s+/g, " ").trim() === caption,
      )
      return {
        position: root.querySelector(`[aria-live="polite"]`)?.textContent ?? null,
        caption: captions.length === 1,
        opacity: getComputedStyle(root).opacity,
      }
    },
    VIEWER,
    caption,
  )

/** Waits until the viewer shows photo `index` (from 1) of `photos` with its caption, faded in: PhotoSwipe takes keys from then on. */
async function expectViewerAt(tab: Tab, photos: { caption?: string }[], index: number) {
  await expect
    .poll(() => viewerState(tab, photos[index - 1].caption ?? ""), { message: `the viewer at photo ${index}` })
    .toEqual({ position: positionOf(index, photos.length), caption: true, opacity: "1" })
}

async function expectViewerClosed(tab: Tab) {
  await expect.poll(() => tab.evaluate(viewer => document.querySelector(viewer) === null, VIEWER)).toBe(true)
}

/** Whether the focus is on the link of photo `index`. */
const focusIsOn = (tab: Tab, index: number) =>
  tab.evaluate(link => document.activeElement === document.querySelector(link), photoLink(index))

atEachWidth(() => {
  for (const { path, title, photos } of GALLERIES)
    test(`${path}: the gallery links every photo in the content's order; a photo opens large with its place and caption, ArrowRight goes on, Escape closes and gives the focus back`, async ({
      tab,
    }) => {
      await gotoHydrated(tab, path)
      const gallery = await tab.evaluate(gallery => {
        const list = document.querySelector(gallery)!
        const heading = document.getElementById(list.closest("section")!.getAttribute("aria-labelledby")!)
        return {
          heading: heading?.textContent,
          links: [...list.querySelectorAll("a")].map(link => ({
            alt: link.querySelector("img")?.alt,
            href: link.getAttribute("href"),
          })),
        }
      }, GALLERY)
      expect(gallery.heading).toBe(title)
      expect(gallery.links.map(({ alt }) => alt)).toEqual(photos.map(photo => photo.imageAlt))
      for (const { href } of gallery.links) expect(href).toMatch(/^\/static\/.+\.webp$/)

      await tab.click(photoLink(1))
      await expectViewerAt(tab, photos, 1)
      // The large copy loads, and is the file of the srcset the screen needs: the smallest at least
      // as wide as the photo is shown, in device pixels (PhotoSwipe gives its width as sizes).
      await tab.waitFor(
        image => {
          const img = document.querySelector<HTMLImageElement>(image)
          return img?.complete && img.naturalWidth > 0 && img.currentSrc
        },
        [SHOWN_IMAGE],
      )
      const { alt, chosen, needed, widths } = await tab.evaluate(image => {
        const img = document.querySelector<HTMLImageElement>(image)!
        const candidates = [...img.srcset.matchAll(/(\S+)\s+(\d+)w/g)].map(([, src, width]) => ({
          url: new URL(src, location.href).href,
          width: Number(width),
        }))
        return {
          alt: img.alt,
          chosen: candidates.find(({ url }) => url === img.currentSrc)?.width ?? null,
          needed: img.getBoundingClientRect().width * devicePixelRatio,
          widths: candidates.map(({ width }) => width),
        }
      }, SHOWN_IMAGE)
      expect(alt).toBe(photos[0].imageAlt)
      expect(widths.length).toBeGreaterThan(1)
      expect(chosen, "the file shown is one of the srcset's").not.toBeNull()
      expect(chosen).toBe(Math.min(...widths.filter(width => width >= needed)))
      expect(await tab.hasAccessibleName(`${VIEWER} .pswp__button--arrow--next`, words.next)).toBe(true)
      expect(await tab.hasAccessibleName(`${VIEWER} .pswp__button--close`, words.close)).toBe(true)

      await tab.press("ArrowRight")
      await expectViewerAt(tab, photos, 2)
      await tab.press("Escape")
      await expectViewerClosed(tab)
      await expect.poll(() => focusIsOn(tab, 1), { message: "the focus on the photo's link" }).toBe(true)
      expect(await tab.path()).toBe(path)
    })

  test("Back closes the viewer, leaving the visitor on the page where they were", async ({ tab }) => {
    await gotoHydrated(tab, LINE.path)
    await tab.click(photoLink(5))
    await expectViewerAt(tab, LINE.photos, 5)
    const scrolled = await tab.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(0)
    await tab.back()
    await expectViewerClosed(tab)
    expect(await tab.path()).toBe(LINE.path)
    expect(await tab.text("main h1")).toBe(ups.primaryTitle)
    // Where it was. Firefox puts back the scroll position it kept with the page's history entry, as
    // it does on Back (history.scrollRestoration), a fraction of a pixel off (2844 comes back as
    // 2844.33): the same to within half a pixel.
    expect(await tab.evaluate(() => window.scrollY)).toBeCloseTo(scrolled, 0)
    await expect.poll(() => focusIsOn(tab, 5), { message: "the focus on the photo's link" }).toBe(true)
  })

  test("a photo clicked before the page's scripts ran opens once they have", async ({ tab }) => {
    // The page's scripts are held back at the network, so the click certainly comes before them.
    const release = await tab.hold(/\/app-[\w]+\.js$/)
    await tab.goto(LINE.path)
    expect(await pageScripts(tab)).toEqual({ scripts: [], gatsbyStarted: false })
    await tab.click(photoLink(3))
    // Held by the page's inline script: no viewer yet, and the link not followed.
    await tab.waitFor(link => document.querySelector(link)?.hasAttribute("data-held-tap"), [photoLink(3)])
    expect(await tab.evaluate(viewer => document.querySelector(viewer), VIEWER)).toBeNull()
    expect(await tab.path()).toBe(LINE.path)
    release()
    await expectViewerAt(tab, LINE.photos, 3)
    expect(await tab.path()).toBe(LINE.path)
  })
})
