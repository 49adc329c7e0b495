import {
  test,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  interact,
  PHONE,
  ROUTES,
  waitForHydration,
} from "./fixtures"

test.describe("accessibility", () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    for (const route of ROUTES)
      test(
        `${route} has no axe violations at ${viewport.width} px, as a visitor who only reads has it before its scripts start, and once they have run`,
        { tag: "@content" },
        async ({ page }) => {
          // One load for both states: the page as served, then the same page hydrated.
          await page.setViewportSize(viewport)
          await page.goto(route, { waitUntil: "networkidle" })
          expect(await page.evaluate(() => "___navigate" in window), "Gatsby has not started").toBe(false)
          await expectNoAxeViolations(page, "before its scripts")
          await interact(page)
          await waitForHydration(page)
          await expectNoAxeViolations(page, "hydrated")
        },
      )

    test.describe(() => {
      test.use({ allowConsoleErrors: /status of 404/ })
      test(
        `the not-found screen has no axe violations at ${viewport.width} px`,
        { tag: "@content" },
        async ({ page }) => {
          await page.setViewportSize(viewport)
          await gotoHydrated(page, "/no-such-page")
          await expectNoAxeViolations(page)
        },
      )
    })
  }

  test("the phone menu, open, has no axe violations", { tag: "@content" }, async ({ page }) => {
    await page.setViewportSize(PHONE)
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Open menu" }).click()
    await expectNoAxeViolations(page, "menu open")
  })

  test("an audit checks a state once its motion has settled, and still finds a real contrast fault", async ({
    page,
  }) => {
    await gotoHydrated(page, "/")
    const heading = page.locator("main h2").first()
    // A section mid-fade, held at the opacity the scroll reveal starts from: its text is too faint, and axe says so.
    await heading.evaluate(element => {
      const fade = element.animate([{ opacity: 0.02 }, { opacity: 1 }], { duration: 600 })
      fade.pause()
      Object.assign(window, { fade })
    })
    await expect(expectNoAxeViolations(page, "held mid-fade")).rejects.toThrow(/color-contrast/)
    // Played to its end, as the visitor sees it a moment later: the audit waits for it, and finds nothing.
    await page.evaluate(() => (window as unknown as { fade: Animation }).fade.play())
    await expectNoAxeViolations(page, "after the fade")
    // Text that stays too faint once everything has settled is still found.
    await heading.evaluate(element => (element.style.color = "#c8c8c8"))
    await expect(expectNoAxeViolations(page, "faint")).rejects.toThrow(/color-contrast/)
  })
})
