import { test, expectNoAxeViolations, gotoHydrated, PHONE, ROUTES } from "./fixtures"

test.describe("accessibility", () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    for (const route of ROUTES)
      test(`${route} has no axe violations at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await gotoHydrated(page, route)
        await expectNoAxeViolations(page)
      })

    test.describe(() => {
      test.use({ allowConsoleErrors: /status of 404/ })
      test(`the not-found screen has no axe violations at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await gotoHydrated(page, "/no-such-page")
        await expectNoAxeViolations(page)
      })
    })
  }
})
