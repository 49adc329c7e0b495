import { test, expect, gotoHydrated, MENU_BELOW, VIEWPORTS, type Tab } from "./fixtures"

const MENU = "#site-menu"
const BUTTON = `button[popovertarget="site-menu"]`
const LINKS = ["/", "/about-us", "/our-team", "/our-brands", "/our-products", "/contact"]

/** The phone's width has the menu; the desktop's has the links in the header. */
const [PHONE, DESKTOP] = VIEWPORTS
if (PHONE.width >= MENU_BELOW || DESKTOP.width < MENU_BELOW) throw new Error("The widths no longer straddle the menu's")
const isOpen = (tab: Tab) => tab.evaluate(menu => document.querySelector(menu)!.matches(":popover-open"), MENU)

/** Closed, not shown, and its button says it opens it. */
async function expectClosed(tab: Tab) {
  await expect.poll(() => isOpen(tab)).toBe(false)
  expect(await tab.isShown(MENU)).toBe(false)
  expect(await tab.hasAccessibleName(BUTTON, "Open menu")).toBe(true)
}

async function expectOpen(tab: Tab) {
  await expect.poll(() => isOpen(tab)).toBe(true)
  expect(await tab.isShown(MENU)).toBe(true)
  expect(await tab.hasAccessibleName(BUTTON, "Close menu")).toBe(true)
}

for (const scripts of [true, false])
  test.describe(scripts ? "with the page's scripts" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: scripts })
    /** Loads a page, and with scripts starts them and waits until React has hydrated it. */
    const load = (tab: Tab, path: string) => (scripts ? gotoHydrated(tab, path) : tab.goto(path))

    test.describe(`${PHONE.width} px`, () => {
      test.use({ viewport: PHONE })

      test("the menu opens, names its state, and closes on Escape and on a followed link", async ({ tab }) => {
        await load(tab, "/our-team")
        await expectClosed(tab)
        await tab.click(BUTTON)
        await expectOpen(tab)
        for (const path of LINKS) expect(await tab.isShown(`${MENU} a[href="${path}"]`), path).toBe(true)
        await tab.press("Escape")
        await expectClosed(tab)

        await tab.click(BUTTON)
        await expectOpen(tab)
        await tab.click(`${MENU} a[href="/contact"]`)
        await expect.poll(() => tab.text("main h1")).toBe("Contact")
        expect(await tab.path()).toBe("/contact")
        await expectClosed(tab)
        // With scripts, a page change under the header, which stayed: the link closed the menu.
        expect(await tab.evaluate(() => "___navigate" in window)).toBe(scripts)
      })
    })

    test.describe(`${DESKTOP.width} px`, () => {
      test.use({ viewport: DESKTOP })

      test("every link is in the header, with no menu button, and a link is followed", async ({ tab }) => {
        await load(tab, "/our-team")
        expect(await tab.isShown(BUTTON)).toBe(false)
        for (const path of LINKS) expect(await tab.isShown(`${MENU} a[href="${path}"]`), path).toBe(true)
        await tab.click(`${MENU} a[href="/contact"]`)
        await expect.poll(() => tab.text("main h1")).toBe("Contact")
        expect(await tab.path()).toBe("/contact")
      })
    })
  })
