import { test, expect } from "@playwright/test"
import { failingAudits, runLighthouse } from "../scripts/lighthouse/run-lighthouse.mjs"
import { ROUTES } from "./fixtures"

// Lighthouse drives its own Chromium (the tests' headless shell: the SEO audits read the page, not the
// browser around it), so these tests take no Playwright page; one at a time,
// since parallel runs on a small machine slow each other past their timeouts.
test.describe.configure({ mode: "serial", timeout: 90_000 })

for (const route of ROUTES)
  test(`${route} scores 100 in Lighthouse's SEO category`, async ({ baseURL }) => {
    const result = await runLighthouse(new URL(route, baseURL).href, {
      categories: ["seo"],
      testBrowser: true,
      withoutPageScreenshot: true,
    })
    const score = Math.round((result.categories.seo.score ?? 0) * 100)
    test.info().annotations.push({ type: "Lighthouse SEO", description: `${route}: ${score}` })
    console.log(`Lighthouse SEO ${route}: ${score}`)
    expect(failingAudits(result, "seo")).toEqual([])
    expect(score).toBe(100)
  })
