import { test, expect } from "@playwright/test"
import {
  failingAudits,
  runLighthouse,
  startLighthouseBrowser,
  type LighthouseBrowser,
} from "../scripts/lighthouse/run-lighthouse.mjs"
import { ROUTES } from "./fixtures"

// Lighthouse drives its own Chromium (the tests' headless shell: the SEO audits read the page, not the
// browser around it), so these tests take no Playwright page; one at a time,
// since parallel runs on a small machine slow each other past their timeouts, in one browser that each
// run gets as Lighthouse leaves it (a tab of its own, the site's storage cleared), not a browser a page.
test.describe.configure({ mode: "serial", timeout: 90_000 })

let browser: LighthouseBrowser
test.beforeAll(async () => {
  browser = await startLighthouseBrowser(true)
})
test.afterAll(() => browser.kill())

for (const route of ROUTES)
  test(`${route} scores 100 in Lighthouse's SEO category`, { tag: "@content" }, async ({ baseURL }) => {
    const result = await runLighthouse(new URL(route, baseURL).href, {
      categories: ["seo"],
      testBrowser: true,
      withoutPageScreenshot: true,
      browser,
    })
    const score = Math.round((result.categories.seo.score ?? 0) * 100)
    test.info().annotations.push({ type: "Lighthouse SEO", description: `${route}: ${score}` })
    console.log(`Lighthouse SEO ${route}: ${score}`)
    expect(failingAudits(result, "seo")).toEqual([])
    expect(score).toBe(100)
  })
