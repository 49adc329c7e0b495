import { test, expect, expectNoAxeViolations, gotoHydrated, PHONE, ROUTES } from "./fixtures"

test.describe("accessibility", () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    for (const route of ROUTES) {
      test(`${route} has no axe violations at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await gotoHydrated(page, route)
        await expectNoAxeViolations(page)
      })

      test(`${route} has none at ${viewport.width} px as a visitor who only reads has it, before its scripts start`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await page.goto(route, { waitUntil: "networkidle" })
        expect(await page.evaluate(() => "___navigate" in window), "Gatsby has not started").toBe(false)
        await expectNoAxeViolations(page)
      })
    }

    test.describe(() => {
      test.use({ allowConsoleErrors: /status of 404/ })
      test(`the not-found screen has no axe violations at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await gotoHydrated(page, "/no-such-page")
        await expectNoAxeViolations(page)
      })
    })
  }

  test("the phone menu, open, has no axe violations", async ({ page }) => {
    await page.setViewportSize(PHONE)
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Open menu" }).click()
    await expectNoAxeViolations(page, "menu open")
  })
})
