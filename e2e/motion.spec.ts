import type { Page } from "@playwright/test"
import { test, expect, gotoHydrated } from "./fixtures"

interface PlayedAnimation {
  /** The page's heading, or the element's test id. */
  target: string
  keyframes: Keyframe[]
  options: KeyframeAnimationOptions
}

/** Records every animation the page plays through the Web Animations API, with what it moved. */
async function recordAnimations(page: Page) {
  await page.addInitScript(() => {
    const played: unknown[] = []
    Object.assign(window, { playedAnimations: played })
    const animate = Element.prototype.animate
    Element.prototype.animate = function (this: HTMLElement, keyframes, options) {
      const target = this.dataset.testid ?? this.querySelector("h1")?.textContent ?? this.tagName
      played.push(JSON.parse(JSON.stringify({ target, keyframes, options })))
      return animate.call(this, keyframes, options)
    }
  })
}

const played = (page: Page) =>
  page.evaluate(() => (window as unknown as { playedAnimations: PlayedAnimation[] }).playedAnimations)

/** Animations of whole pages, not of the overlay. */
const pages = (animation: PlayedAnimation) => animation.target !== "route-overlay"

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" })

  test("pages change at once, with nothing hidden and no overlay", async ({ page }) => {
    await gotoHydrated(page, "/")
    await page.mouse.wheel(0, 2000)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Team" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team")
    expect(await page.getByTestId("route-overlay").count()).toBe(0)
    const states = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main *")).map(element => {
        const style = getComputedStyle(element)
        return `${style.opacity} ${style.transform}`
      }),
    )
    expect(states.filter(state => !state.startsWith("1 "))).toEqual([])
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe("with motion", () => {
  test("a change of page shows the green overlay, scrolls to the top and then removes it", async ({ page }) => {
    await recordAnimations(page)
    await gotoHydrated(page, "/")
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Brands" }).click()
    await expect(page.getByTestId("route-overlay")).toBeAttached()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Brands")
    await expect(page.getByTestId("route-overlay")).toHaveCount(0, { timeout: 5000 })
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const fades = (await played(page)).filter(animation => animation.target === "route-overlay")
    const fade = { duration: 600, easing: "ease-in-out", fill: "forwards" }
    expect(fades).toEqual([
      { target: "route-overlay", keyframes: [{ opacity: 0 }, { opacity: 1 }], options: fade },
      { target: "route-overlay", keyframes: [{ opacity: 1 }, { opacity: 0 }], options: fade },
    ])
  })

  test("the page on screen fades and slides out, then the next one in: 0.3 s, and 0.75 s for home and about", async ({
    page,
  }) => {
    await recordAnimations(page)
    await gotoHydrated(page, "/our-team")
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /about us/i })
      .click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us")
    await expect.poll(async () => (await played(page)).filter(pages).length).toBe(2)
    expect((await played(page)).filter(pages)).toEqual([
      {
        target: "Our Team",
        keyframes: [
          { opacity: 1, transform: "none" },
          { opacity: 0, transform: "translateY(-16px)" },
        ],
        options: { duration: 300, easing: "ease-out", fill: "forwards" },
      },
      {
        target: "About Us",
        keyframes: [
          { opacity: 0, transform: "translateY(16px)" },
          { opacity: 1, transform: "none" },
        ],
        options: { duration: 750, easing: "ease-out" },
      },
    ])
    await expect(page.locator("main > div")).toHaveCount(1)
  })

  test.describe(() => {
    test.use({ allowConsoleErrors: /status of 404/ })

    test("the not-found screen fades and slides in and out: 0.6 s ease-out, 30 px", async ({ page }) => {
      await recordAnimations(page)
      await gotoHydrated(page, "/our-team")
      await page.evaluate(() =>
        (window as unknown as { ___navigate: (to: string) => void }).___navigate("/no-such-page"),
      )
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lost in the Forest?")
      await page.getByRole("link", { name: "Back to Safety" }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/UPS batteries/)
      await expect.poll(async () => (await played(page)).filter(pages).length).toBe(4)
      const [, arrival, leaving] = (await played(page)).filter(pages)
      expect(arrival).toEqual({
        target: "Lost in the Forest?",
        keyframes: [
          { opacity: 0, transform: "translateY(30px)" },
          { opacity: 1, transform: "none" },
        ],
        options: { duration: 600, easing: "ease-out" },
      })
      expect(leaving).toMatchObject({
        target: "Lost in the Forest?",
        keyframes: [{ opacity: 1 }, { opacity: 0, transform: "translateY(-30px)" }],
        options: { duration: 600 },
      })
    })
  })

  test("nothing is hidden, and the animation features are not downloaded, until the visitor does something after the page's scripts have run", async ({
    page,
  }) => {
    const features: string[] = []
    page.on("request", request => /\/motion-features-[^/]*\.js$/.test(request.url()) && features.push(request.url()))
    // The first interaction starts the page's scripts, not the animation features.
    await gotoHydrated(page, "/")
    await page.waitForTimeout(1000)
    expect(features).toEqual([])
    await expect(page.locator("#why-choose-us li").first()).toHaveCSS("opacity", "1")
    await page.mouse.move(200, 200)
    await expect.poll(() => features.length).toBe(1)
  })

  test("sections below the fold reveal themselves when scrolled to", async ({ page }) => {
    await gotoHydrated(page, "/")
    await page.mouse.move(200, 200)
    const strengths = page.locator("#why-choose-us li").first()
    await expect(strengths).toHaveCSS("opacity", "0")
    await strengths.scrollIntoViewIfNeeded()
    await expect(strengths).toHaveCSS("opacity", "1")
  })
})

test.describe("when the animation features cannot be downloaded", () => {
  // The blocked request is reported by the browser; anything uncaught would still fail the test.
  test.use({ allowConsoleErrors: /net::ERR_FAILED/ })

  test("every section stays visible and pages still change", async ({ page }) => {
    await page.route(/\/motion-features-[^/]*\.js$/, route => route.abort("failed"))
    await gotoHydrated(page, "/")
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForTimeout(1500)
    const hidden = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll("main *")).filter(element => getComputedStyle(element).opacity === "0")
          .length,
    )
    expect(hidden).toBe(0)
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Team" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team")
    await page.waitForTimeout(1000)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("opacity", "1")
    await expect(page.locator("main > div")).toHaveCSS("opacity", "1")
  })
})
