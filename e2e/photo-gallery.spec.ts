import type { Page, Request } from "@playwright/test"
import { en as pages } from "../content/pages.json"
import { GALLERIES, positionOf } from "./galleries"
import { readCollection } from "./content"
import { test, expect, expectNoAxeViolations, gotoHydrated, interact, PHONE, waitForHydration } from "./fixtures"

const ups = readCollection("products").find(line => line.slug === "ups-systems")!
const words = pages.photoViewer
const [LINE] = GALLERIES

/** The gallery of the page: its tiles are links named by their photo's description. */
const galleryOf = (page: Page, title: string) => page.getByRole("region", { name: title })
const photoLinks = (page: Page, title: string) => galleryOf(page, title).getByRole("link")

/** The viewer: PhotoSwipe's dialog. */
const viewer = (page: Page) => page.locator(".pswp")
const viewerPosition = (page: Page) => viewer(page).getByText(/\d+ of \d+/)

/** Waits until the viewer shows photo `index` (from 1), faded in: PhotoSwipe takes keys and gestures from then on. */
async function expectViewerAt(page: Page, index: number, total: number) {
  await expect(viewerPosition(page)).toHaveText(positionOf(index, total))
  await expect(viewer(page)).toHaveCSS("opacity", "1")
}

/** The script and styles the viewer brings: PhotoSwipe's, in chunks of their own. */
const isViewerCode = (request: Request) => /\/photo-viewer[-.][\w.]+\.(js|css)$/.test(request.url())

test.describe("a gallery of the company's work", { tag: "@content" }, () => {
  for (const { path, title, photos } of GALLERIES)
    test(`${path}: shows every photo in the order listed, with its caption, each a link to its large copy`, async ({
      page,
    }) => {
      expect(photos.length).toBeGreaterThanOrEqual(12)
      await gotoHydrated(page, path)
      const links = photoLinks(page, title)
      await expect(links).toHaveCount(photos.length)
      expect(
        await links.getByRole("img").evaluateAll(images => images.map(image => image.getAttribute("alt"))),
      ).toEqual(photos.map(photo => photo.imageAlt))
      const captions = photos.flatMap(photo => (photo.caption ? [photo.caption] : []))
      await expect(galleryOf(page, title).locator("figcaption")).toHaveText(captions)
      for (const href of await links.evaluateAll(all => all.map(link => link.getAttribute("href")!))) {
        expect(href).toMatch(/^\/static\/.+\.webp$/)
        const response = await page.request.get(href)
        expect(response.status(), href).toBe(200)
        expect(response.headers()["content-type"]).toBe("image/webp")
      }
    })

  for (const [width, columns] of [
    [PHONE.width, 2],
    [768, 3],
    [1280, 4],
  ])
    test(`lays its photos out in ${columns} columns at ${width} px, none wider than the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, LINE.path)
      const tops = await photoLinks(page, LINE.title).evaluateAll(links =>
        links.map(link => Math.round(link.getBoundingClientRect().top + window.scrollY)),
      )
      expect(tops.filter(top => top === tops[0])).toHaveLength(columns)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    })

  test("loads its photos lazily, each no larger than its tile needs at the screen's density", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await page.goto(LINE.path)
    const tiles = photoLinks(page, LINE.title).getByRole("img")
    // Far below the first screen, nothing of the gallery is fetched until the visitor scrolls to it.
    expect(
      await tiles.evaluateAll(
        images => images.filter(image => (image as HTMLImageElement).currentSrc.startsWith(location.origin)).length,
      ),
    ).toBe(0)
    await tiles.last().scrollIntoViewIfNeeded()
    // Every tile of the gallery is then within the browser's lazy-loading margin; each is judged once it
    // has loaded its own file. Until the starter lets a held tile's sources apply, the tile shows NOTHING,
    // a data: URL that is complete too (a fresh-clone run read one before the starter had let it go).
    await expect
      .poll(() =>
        tiles.evaluateAll(images =>
          images.every(
            image =>
              (image as HTMLImageElement).complete &&
              (image as HTMLImageElement).currentSrc.startsWith(location.origin),
          ),
        ),
      )
      .toBe(true)
    const chosen = await tiles.evaluateAll(images =>
      images.map(image => {
        const img = image as HTMLImageElement
        const candidates = [...img.parentElement!.querySelector("source")!.srcset.matchAll(/(\S+) (\d+)w/g)]
        const width = Number(candidates.find(([, src]) => img.currentSrc.endsWith(src))?.[2])
        return {
          width,
          needed: img.getBoundingClientRect().width * devicePixelRatio,
          widths: candidates.map(c => Number(c[2])),
        }
      }),
    )
    for (const { width, needed, widths } of chosen) {
      expect(width).toBeGreaterThanOrEqual(Math.min(needed, Math.max(...widths)))
      // The smallest candidate that covers the tile, not a larger one.
      expect(width).toBe(Math.min(...widths.filter(candidate => candidate >= needed)))
    }
    await context.close()
  })
})

test.describe("a gallery's tiles before the page's scripts have started", { tag: "@content" }, () => {
  const [, BRAND] = GALLERIES
  /** Lighthouse's phone: the size the bench measures pages at. */
  const LIGHTHOUSE_PHONE = { width: 412, height: 823 }

  /** The gallery's tile files (AVIF and WebP, at every width) that the page has fetched by now. */
  const fetchedTiles = (page: Page, title: string) =>
    galleryOf(page, title)
      .locator("source")
      .evaluateAll(sources => {
        const files = sources.flatMap(source =>
          [...(source as HTMLSourceElement).srcset.matchAll(/(\S+) \d+w/g)].map(
            ([, src]) => new URL(src, location.href).href,
          ),
        )
        return performance
          .getEntriesByType("resource")
          .map(entry => entry.name)
          .filter(url => files.includes(url))
      })

  test("are not fetched with a phone's page, where the browser's own lazy loading fetches the first rows", async ({
    browser,
  }) => {
    // Without scripts the browser alone decides: on Lighthouse's phone it fetches the rows 2500 px below the screen.
    const withoutScripts = await browser.newContext({ viewport: LIGHTHOUSE_PHONE, javaScriptEnabled: false })
    const control = await withoutScripts.newPage()
    await control.goto(BRAND.path)
    await control.waitForLoadState("networkidle")
    expect((await fetchedTiles(control, BRAND.title)).length).toBeGreaterThan(0)
    await withoutScripts.close()

    const withScripts = await browser.newContext({ viewport: LIGHTHOUSE_PHONE })
    const page = await withScripts.newPage()
    await page.goto(BRAND.path)
    await page.waitForLoadState("networkidle")
    expect(await fetchedTiles(page, BRAND.title)).toEqual([])
    await withScripts.close()
  })

  test("load as they come within 1250 px of the screen, and every one once the scripts have hydrated the gallery", async ({
    page,
  }) => {
    // On a desktop's screen (1280 × 800), the gallery's first rows are that near at once, its last is not.
    await page.goto(BRAND.path)
    const tiles = photoLinks(page, BRAND.title).getByRole("img")
    const tops = await tiles.evaluateAll(images => images.map(image => image.getBoundingClientRect().top))
    const near = tops.filter(top => top < 800 + 1250).length
    expect(near).toBeGreaterThan(0)
    expect(near).toBeLessThan(tops.length)
    const loaded = () =>
      tiles.evaluateAll(
        images =>
          images.filter(
            image =>
              (image as HTMLImageElement).complete &&
              (image as HTMLImageElement).currentSrc.startsWith(location.origin),
          ).length,
      )
    await expect.poll(loaded).toBe(near)
    expect(await page.evaluate(() => "___navigate" in window), "the page's scripts have not started").toBe(false)

    await interact(page)
    await waitForHydration(page)
    await tiles.last().scrollIntoViewIfNeeded()
    await expect.poll(loaded).toBe(tops.length)
  })
})

test.describe("a gallery without scripts", () => {
  // The photo shown alone, the browser asks for /favicon.ico, which the site declares in its pages instead.
  test.use({ javaScriptEnabled: false, allowConsoleErrors: /status of 404/ })

  test("is a grid of links, each opening its photo's large copy", async ({ page }) => {
    await page.goto(LINE.path)
    const links = photoLinks(page, LINE.title)
    await expect(links).toHaveCount(LINE.photos.length)
    const first = links.first()
    const href = (await first.getAttribute("href"))!
    await first.scrollIntoViewIfNeeded()
    await first.click()
    await expect(page).toHaveURL(href)
  })

  test("loads each tile's photo as the visitor scrolls to it", async ({ page }) => {
    await page.goto(LINE.path)
    const tiles = photoLinks(page, LINE.title).getByRole("img")
    await tiles.last().scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        tiles.evaluateAll(images =>
          images.every(
            image => (image as HTMLImageElement).complete && /\.avif$/.test((image as HTMLImageElement).currentSrc),
          ),
        ),
      )
      .toBe(true)
  })
})

test.describe("the photo viewer", () => {
  test("downloads nothing with the page, and opens a photo tapped before the page's scripts ran", async ({ page }) => {
    const viewerCode: string[] = []
    page.on("request", request => {
      if (isViewerCode(request)) viewerCode.push(request.url())
    })
    await page.goto(LINE.path)
    await interact(page)
    await waitForHydration(page)
    expect(viewerCode, "the viewer's code before any photo is opened").toEqual([])

    // A fresh load: the tap on the photo is the visitor's first interaction.
    await page.goto(LINE.path)
    const third = photoLinks(page, LINE.title).nth(2)
    await third.evaluate(link => link.scrollIntoView({ block: "center", behavior: "instant" }))
    await third.dispatchEvent("click", { button: 0 })
    await expectViewerAt(page, 3, LINE.photos.length)
    await expect(page).toHaveURL(LINE.path)
    expect(viewerCode.length).toBeGreaterThanOrEqual(2)
  })

  test(
    "opens from the keyboard, goes to the next photo with its caption, closes on Escape and gives the focus back",
    { tag: "@content" },
    async ({ page }) => {
      await gotoHydrated(page, LINE.path)
      const links = photoLinks(page, LINE.title)
      await links.nth(0).focus()
      await page.keyboard.press("Enter")
      await expectViewerAt(page, 1, LINE.photos.length)
      await expect(viewer(page).getByRole("img", { name: LINE.photos[0].imageAlt })).toBeVisible()
      await page.keyboard.press("ArrowRight")
      await expectViewerAt(page, 2, LINE.photos.length)
      await expect(viewer(page).getByText(LINE.photos[1].caption ?? "", { exact: true })).toBeVisible()
      await expect(viewer(page).getByRole("button", { name: words.next })).toBeVisible()
      await expect(viewer(page).getByRole("button", { name: words.close })).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(viewer(page)).toHaveCount(0)
      await expect(links.nth(0)).toBeFocused()
      await expect(page).toHaveURL(LINE.path)
    },
  )

  test("a key pressed while the viewer fades in acts once it is open: an arrow goes on, Escape closes", async ({
    page,
  }) => {
    await gotoHydrated(page, LINE.path)
    const first = photoLinks(page, LINE.title).nth(0)
    await first.focus()
    await page.keyboard.press("Enter")
    await expect(viewer(page)).toBeAttached()
    await page.keyboard.press("ArrowRight")
    await expectViewerAt(page, 2, LINE.photos.length)
    await page.keyboard.press("Escape")
    await expect(viewer(page)).toHaveCount(0)
    await expect(first).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(viewer(page)).toBeAttached()
    await page.keyboard.press("Escape")
    await expect(viewer(page)).toHaveCount(0)
    await expect(first).toBeFocused()
  })

  test("closes with the browser's Back, leaving the visitor on the page where they were", async ({ page }) => {
    await gotoHydrated(page, LINE.path)
    const fifth = photoLinks(page, LINE.title).nth(4)
    await fifth.scrollIntoViewIfNeeded()
    await fifth.click()
    await expectViewerAt(page, 5, LINE.photos.length)
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.goBack()
    await expect(viewer(page)).toHaveCount(0)
    await expect(page).toHaveURL(LINE.path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ups.primaryTitle)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    await expect(fifth).toBeFocused()
    // Closed otherwise, it leaves no entry behind: Back then leaves the page, as it would have.
    await fifth.click()
    await expectViewerAt(page, 5, LINE.photos.length)
    await page.keyboard.press("Escape")
    await expect(viewer(page)).toHaveCount(0)
    await page.goBack()
    await expect(page).not.toHaveURL(LINE.path)
  })

  test(
    "on a phone, swipes to the next photo, loads a copy sized to the screen and closes on a tap beside the photo",
    { tag: "@content" },
    async ({ browser }) => {
      const context = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      await gotoHydrated(page, LINE.path)
      const first = photoLinks(page, LINE.title).first()
      await first.scrollIntoViewIfNeeded()
      await first.tap()
      await expectViewerAt(page, 1, LINE.photos.length)

      // The copy chosen for 390 CSS px at three device pixels each, not the largest there is.
      const shown = viewer(page).locator(
        ".pswp__item:not([aria-hidden='true']) img.pswp__img:not(.pswp__img--placeholder)",
      )
      await expect(shown).toHaveJSProperty("complete", true)
      const { chosen, needed, widths } = await shown.evaluate(image => {
        const img = image as HTMLImageElement
        const candidates = [...img.srcset.matchAll(/(\S+) (\d+)w/g)].map(([, src, w]) => ({ src, width: Number(w) }))
        return {
          chosen: candidates.find(({ src }) => img.currentSrc.endsWith(src))!.width,
          needed: img.getBoundingClientRect().width * devicePixelRatio,
          widths: candidates.map(({ width }) => width),
        }
      })
      expect(needed).toBe(PHONE.width * 3)
      expect(chosen).toBe(Math.min(...widths.filter(width => width >= needed)))
      expect(chosen).toBeLessThan(Math.max(...widths))

      await swipe(page, { from: { x: 330, y: 420 }, to: { x: 60, y: 420 } })
      await expectViewerAt(page, 2, LINE.photos.length)
      await swipe(page, { from: { x: 60, y: 420 }, to: { x: 330, y: 420 } })
      await expectViewerAt(page, 1, LINE.photos.length)

      // A 4:3 photo fills the width of a phone held upright, with the dark background above and below it.
      await page.touchscreen.tap(195, 150)
      await expect(viewer(page)).toHaveCount(0)
      await expect(first).toBeFocused()
      await context.close()
    },
  )

  test("has no accessibility violations while open", { tag: "@content" }, async ({ page }) => {
    await gotoHydrated(page, LINE.path)
    await photoLinks(page, LINE.title).nth(1).click()
    await expectViewerAt(page, 2, LINE.photos.length)
    await expect(viewer(page).locator(".pswp__img").first()).toBeVisible()
    await expectNoAxeViolations(page, "viewer open")
  })
})

test.describe("no layout shift while a gallery loads", { tag: "@content" }, () => {
  for (const width of [PHONE.width, 768, 1280])
    test(`at ${width} px, scrolling through the whole gallery as its photos arrive`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.addInitScript(() => {
        ;(window as unknown as { shifts: number[] }).shifts = []
        new PerformanceObserver(list => {
          for (const entry of list.getEntries())
            (window as unknown as { shifts: number[] }).shifts.push((entry as unknown as { value: number }).value)
        }).observe({ type: "layout-shift", buffered: true })
      })
      await page.goto(LINE.path)
      const gallery = galleryOf(page, LINE.title)
      const height = await gallery.evaluate(element => element.getBoundingClientRect().height)
      const tiles = photoLinks(page, LINE.title).getByRole("img")
      for (let index = 0; index < LINE.photos.length; index++) await tiles.nth(index).scrollIntoViewIfNeeded()
      await expect(tiles.last()).toHaveJSProperty("complete", true)
      await page.waitForLoadState("networkidle")
      expect(await gallery.evaluate(element => element.getBoundingClientRect().height)).toBe(height)
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
    })
})

/** A one-finger swipe, as a phone's touch screen reports it: start, a move each frame, end. */
async function swipe(page: Page, { from, to }: { from: { x: number; y: number }; to: { x: number; y: number } }) {
  const session = await page.context().newCDPSession(page)
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }]
  await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(from.x, from.y) })
  // A finger moves across the screen over a few frames, not in one jump.
  const steps = 8
  for (let step = 1; step <= steps; step++) {
    await session.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: point(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps),
    })
    await page.waitForTimeout(16)
  }
  await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
  await session.detach()
}
