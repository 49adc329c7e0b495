import { atEachWidth, test, expect, gotoHydrated, type Tab } from "./fixtures"

interface Motion {
  /**
   * Every animation played through the Web Animations API: of the route overlay, of a page (the
   * element main shows a page in, named by the page's heading), or of anything else.
   */
  played: { target: string; keyframes: string }[]
  /** Whether the route overlay was ever in the page. */
  overlaid: boolean
}

/**
 * From now on, records what moves: every Element.animate call (the page transition and the
 * route overlay play through it) and whether the route overlay appears. The page stays (a page
 * change after hydration does not reload it), so this keeps recording across the change.
 */
function recordMotion(tab: Tab) {
  return tab.evaluate(() => {
    const motion: Motion = { played: [], overlaid: false }
    Object.assign(window, { recordedMotion: motion })
    const animate = Element.prototype.animate
    Element.prototype.animate = function (this: HTMLElement, keyframes, options) {
      const target =
        this.dataset.testid === "route-overlay"
          ? "route-overlay"
          : this.parentElement?.tagName === "MAIN"
            ? `page: ${this.querySelector("h1")?.textContent}`
            : `${this.tagName.toLowerCase()}.${this.className}`
      motion.played.push({ target, keyframes: JSON.stringify(keyframes) })
      return animate.call(this, keyframes, options)
    }
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="route-overlay"]')) motion.overlaid = true
    }).observe(document.body, { childList: true, subtree: true })
  })
}

const recorded = (tab: Tab) => tab.evaluate(() => (window as unknown as { recordedMotion: Motion }).recordedMotion)

/** From the bottom of the hydrated home page, recording what moves, follows the footer's link to `path` until its heading shows. */
async function followFooterLink(tab: Tab, path: string, heading: string) {
  await gotoHydrated(tab, "/")
  await recordMotion(tab)
  await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await tab.waitFor(() => window.scrollY > 0)
  await tab.click(`footer a[href="${path}"]`)
  await expect.poll(() => tab.text("main h1")).toBe(heading)
}

atEachWidth(() => {
  test("after hydration, a followed link shows the route transition and lands at the top of the new page", async ({
    tab,
  }) => {
    await followFooterLink(tab, "/our-brands", "Our Brands")
    await expect.poll(() => tab.evaluate(() => !document.querySelector('[data-testid="route-overlay"]'))).toBe(true)
    expect(await tab.evaluate(() => window.scrollY)).toBe(0)
    const { played, overlaid } = await recorded(tab)
    expect(overlaid).toBe(true)
    // The overlay fades in and out; the home page leaves, and Our Brands arrives.
    expect(played.filter(({ target }) => target === "route-overlay").map(({ keyframes }) => keyframes)).toEqual([
      JSON.stringify([{ opacity: 0 }, { opacity: 1 }]),
      JSON.stringify([{ opacity: 1 }, { opacity: 0 }]),
    ])
    expect(played.filter(({ target }) => target.startsWith("page: ")).map(({ target }) => target)).toEqual([
      "page: UPS batteries and IT products that keep your business running",
      "page: Our Brands",
    ])
  })

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" })

    test("a followed link changes the page at once, at its top, with nothing moving and nothing hidden", async ({
      tab,
    }) => {
      await followFooterLink(tab, "/our-team", "Our Team")
      expect(await tab.evaluate(() => window.scrollY)).toBe(0)
      expect(await recorded(tab)).toEqual({ played: [], overlaid: false })
      const moved = await tab.evaluate(
        () =>
          Array.from(document.querySelectorAll("main *"))
            .map(element => getComputedStyle(element))
            .filter(style => style.opacity !== "1" || style.transform !== "none").length,
      )
      expect(moved).toBe(0)
    })
  })
})
