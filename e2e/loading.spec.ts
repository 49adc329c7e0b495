import type { Page } from "@playwright/test"
import { en as home } from "../content/home.json"
import { test, expect, gotoHydrated, interact, ROUTES, waitForHydration } from "./fixtures"

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  for (const route of ROUTES)
    test(`${route} shows its content in the server-rendered HTML`, async ({ page }) => {
      await page.goto(route)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      const hidden = await page.evaluate(
        () =>
          Array.from(document.querySelectorAll("main *")).filter(element => getComputedStyle(element).opacity === "0")
            .length,
      )
      expect(hidden).toBe(0)
    })

  test("the head links the web manifest, and the brands' logos load as the visitor scrolls to them", async ({
    page,
  }) => {
    await page.goto("/")
    expect(await page.locator('head link[rel="manifest"]').count()).toBe(1)
    const logos = page.getByRole("link", { name: "APC" }).getByRole("img")
    await logos.first().scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        logos.evaluateAll(images =>
          images.every(
            image => (image as HTMLImageElement).complete && /\/apc\.png$/.test((image as HTMLImageElement).currentSrc),
          ),
        ),
      )
      .toBe(true)
  })
})

test.describe("the page's scripts", () => {
  /** Lists the URL of every script the page requests from now on. */
  const watchScripts = (page: Page) => {
    const scripts: string[] = []
    page.on("request", request => {
      if (request.resourceType() === "script") scripts.push(request.url())
    })
    return scripts
  }

  /**
   * Records each first use of sessionStorage and localStorage on the page from its first script on. Such a
   * use waits for the browser to load the storage (5 to 66 ms measured here), so only the pages with a form,
   * whose saved draft must be there at first paint, read it while loading: the enquiry on Contact and the
   * service request.
   */
  const watchStorage = (page: Page) =>
    page.addInitScript(() => {
      const used: string[] = []
      Object.assign(window, { storageUsed: used })
      for (const name of ["sessionStorage", "localStorage"] as const) {
        const descriptor = Object.getOwnPropertyDescriptor(window, name)!
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            used.push(name)
            return descriptor.get!.call(window)
          },
        })
      }
    })
  const FORM_PAGES = ["/contact", "/service"]

  // One visit for what a page does as it is read and then first used: its scripts, and its storage.
  for (const route of ROUTES) {
    const storageFree = !FORM_PAGES.includes(route)
    test(`${route}: none downloads while the visitor only reads; the first interaction starts them${storageFree ? ", and it loads and hydrates without touching sessionStorage or localStorage" : ""}`, async ({
      page,
    }) => {
      if (storageFree) await watchStorage(page)
      const scripts = watchScripts(page)
      await page.goto(route, { waitUntil: "networkidle" })
      await page.waitForTimeout(1000)
      expect(scripts).toEqual([])
      expect(await page.evaluate(() => "___navigate" in window)).toBe(false)
      await interact(page)
      await waitForHydration(page)
      expect(scripts.some(url => /\/app-[^/]*\.js$/.test(url))).toBe(true)
      if (storageFree)
        expect(await page.evaluate(() => (window as unknown as { storageUsed: string[] }).storageUsed)).toEqual([])
    })
  }

  test("wait for the main image to be on screen, leaving it the connection, even once the visitor interacts", async ({
    page,
  }) => {
    let releaseImage = () => undefined as void
    const imageHeld = new Promise<void>(resolve => (releaseImage = resolve))
    await page.route(/\/hero\.(avif|webp|jpg)$/, async route => {
      await imageHeld
      await route.continue()
    })
    const scripts = watchScripts(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    await interact(page)
    await page.waitForTimeout(1000)
    expect(scripts).toEqual([])
    expect(await page.evaluate(() => "___navigate" in window)).toBe(false)
    releaseImage()
    await page.waitForFunction(() => "___navigate" in window)
    expect(scripts.some(url => /\/app-[^/]*\.js$/.test(url))).toBe(true)
  })

  test("the web manifest and the brands' logos wait for the main image too, and follow it", async ({ page }) => {
    let releaseImage = () => undefined as void
    const imageHeld = new Promise<void>(resolve => (releaseImage = resolve))
    await page.route(/\/hero\.(avif|webp|jpg)$/, async route => {
      await imageHeld
      await route.continue()
    })
    // The strip's logos, drawn from each brand's SVG (src/node/svg-raster.ts).
    const logoFile = new RegExp(`/static/.+/(${home.brandStrip.logos.join("|")})\\.png$`)
    const logos: string[] = []
    page.on("request", request => {
      if (logoFile.test(request.url())) logos.push(request.url())
    })
    const manifests = page.locator('head link[rel="manifest"]')
    await page.goto("/", { waitUntil: "domcontentloaded" })
    await page.waitForTimeout(1000)
    expect(await manifests.count()).toBe(0)
    expect(logos).toEqual([])
    releaseImage()
    await expect(manifests).toHaveCount(1)
    await expect.poll(() => logos.length).toBeGreaterThan(0)
    const apc = page.getByRole("link", { name: "APC" }).first().getByRole("img")
    await expect
      .poll(() => apc.evaluate(image => (image as HTMLImageElement).complete && (image as HTMLImageElement).currentSrc))
      .toMatch(/\/apc\.png$/)
  })

  test("start on the first key press, for a visitor on the keyboard", async ({ page }) => {
    await page.goto("/")
    await page.keyboard.press("Tab")
    await waitForHydration(page)
  })

  test.describe("when the main image cannot be downloaded", () => {
    test.use({ allowConsoleErrors: /net::ERR_FAILED/ })

    test("they run all the same", async ({ page }) => {
      await page.route(/\/hero\.(avif|webp|jpg)$/, route => route.abort("failed"))
      await gotoHydrated(page, "/")
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Team" }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team")
    })
  })
})
