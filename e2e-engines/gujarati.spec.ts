import fs from "node:fs"
import { headingOf } from "../e2e/content"
import {
  atEachWidth,
  test,
  expect,
  gotoHydrated,
  interact,
  MENU_BELOW,
  pageScripts,
  waitForHydration,
  type Tab,
} from "./fixtures"

/** The Gujarati home page, a product line and a brand, which the bench also measures. */
const GUJARATI_PAGES = ["/gu", "/gu/our-products/ups-systems", "/gu/our-brands/apc"]
const SWITCH = '#site-menu a[hreflang="en-IN"]'

/** Whether every element with Gujarati text in it is drawn without letter-spacing or capitals. */
const spacedGujarati = (tab: Tab) =>
  tab.evaluate(() =>
    [...document.querySelectorAll("main *, header *, footer *")]
      .filter(element => /[\u0A80-\u0AFF]/.test(element.textContent ?? ""))
      .filter(element => {
        const style = getComputedStyle(element)
        return style.letterSpacing !== "normal" || style.textTransform !== "none"
      })
      .map(element => element.tagName),
  )

atEachWidth(() => {
  for (const route of GUJARATI_PAGES)
    test(`${route}: Gujarati from the server, with no script until the first interaction, and still Gujarati once hydrated`, async ({
      tab,
      request,
    }, testInfo) => {
      const heading = headingOf(await (await request.get(route)).text())
      await tab.goto(route)
      expect(await tab.attribute("html", "lang")).toBe("gu-IN")
      expect(await tab.text("main h1")).toBe(heading)
      expect(await tab.text("main")).toMatch(/[\u0A80-\u0AFF]/)
      expect(await spacedGujarati(tab)).toEqual([])
      expect(await pageScripts(tab)).toEqual({ scripts: [], gatsbyStarted: false })
      // A picture of the page as this engine draws it, beside the test's report.
      const picture = testInfo.outputPath("page.png")
      fs.writeFileSync(picture, await tab.screenshot())
      await testInfo.attach("the Gujarati page", { path: picture })

      await interact(tab)
      await waitForHydration(tab)
      expect(await tab.text("main h1")).toBe(heading)
      expect(await tab.attribute("html", "lang")).toBe("gu-IN")
    })

  test("the switch on a Gujarati page leads to the same page in English, after hydration", async ({ tab }) => {
    await gotoHydrated(tab, "/gu/our-products/ups-systems")
    if ((await tab.evaluate(() => window.innerWidth)) < MENU_BELOW) await tab.click('button[popovertarget="site-menu"]')
    expect(await tab.text(SWITCH)).toBe("English")
    await tab.click(SWITCH)
    await expect.poll(() => tab.text("main h1")).toBe("UPS Systems")
    expect(await tab.path()).toBe("/our-products/ups-systems")
    expect(await tab.attribute("html", "lang")).toBe("en-IN")
  })
})
