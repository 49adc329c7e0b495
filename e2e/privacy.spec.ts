/**
 * The privacy notice (/privacy, content/privacy.json) on the built site: one link away from every page, in both
 * languages. What it promises of every visitor page (no cookies, nothing kept in the browser but how far each page
 * was scrolled until a form is typed in, no request to another site) is checked in the visit
 * e2e/published-pages.spec.ts makes to every page.
 */
import { en as privacy, gu as privacyGu } from "../content/privacy.json"
import { test, expect, gotoHydrated, ROUTES } from "./fixtures"

test.describe("the privacy notice", () => {
  for (const [language, words, notice] of [
    ["English", privacy, "/privacy"],
    ["Gujarati", privacyGu, "/gu/privacy"],
  ] as const)
    test(`in ${language}: linked from every page's footer, and says whom to write to at its own address`, async ({
      page,
    }) => {
      for (const route of ROUTES) {
        const address = language === "English" ? route : route === "/" ? "/gu" : `/gu${route}`
        await page.goto(address)
        await expect(
          page.locator("footer").getByRole("link", { name: words.linkLabel, exact: true }),
          address,
        ).toHaveAttribute("href", notice)
      }
      await gotoHydrated(page, notice)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title)
      const main = page.locator("main")
      for (const section of Object.values(words.sections))
        await expect(main.getByRole("heading", { level: 2, name: section.heading })).toBeVisible()
      // Every {email} of the words is the privacy address, as a link, and the contact details name it too.
      await expect(main).not.toContainText("{email}")
      const mentions = Object.values(words.sections).flatMap(({ paragraphs }) =>
        paragraphs.join(" ").split("{email}").slice(1),
      )
      await expect(main.getByRole("link", { name: privacy.email, exact: true })).toHaveCount(mentions.length + 1)
      for (const link of await main.getByRole("link", { name: privacy.email, exact: true }).all())
        await expect(link).toHaveAttribute("href", `mailto:${privacy.email}`)
      await expect(main).toContainText(privacy.grievanceOfficer)
    })
})
