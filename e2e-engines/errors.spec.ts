import { test, expect } from "./fixtures"

// Every test fails on a console error or an uncaught exception of the page: this checks that the
// tab hears them in each engine, so that check cannot pass for want of hearing.
test.describe("the tab's own check", () => {
  test.use({ allowConsoleErrors: /probe/ })

  test("hears a page's console errors, uncaught exceptions and rejections, also of a page it has left", async ({
    tab,
  }) => {
    await tab.goto("/about-us")
    await tab.evaluate(() => {
      console.error("probe: logged")
      setTimeout(() => {
        throw new Error("probe: thrown")
      })
      void Promise.reject(new Error("probe: rejected"))
    })
    await tab.pause(300)
    await tab.goto("/our-team")
    await tab.evaluate(() => console.error("probe: logged on the next page"))
    await expect.poll(async () => (await tab.errors()).filter(text => text.includes("probe")).length).toBe(4)
    const errors = await tab.errors()
    for (const probe of ["logged", "thrown", "rejected", "logged on the next page"])
      expect(
        errors.some(text => text.includes(`probe: ${probe}`)),
        probe,
      ).toBe(true)
  })
})
