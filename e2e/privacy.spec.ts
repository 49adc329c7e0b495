/**
 * What the privacy notice (/privacy, content/privacy.json) promises, checked on the built site: visitor
 * pages set no cookies, keep nothing in the browser but how far each page was scrolled (in the tab, for
 * Back) until a form is typed in, and ask no other site for anything as they load, are used or scrolled;
 * and the notice is one link away from every page.
 */
import path from "node:path"
import { en as privacy, gu as privacyGu } from "../content/privacy.json"
import { builtPages } from "../src/node/built-pages"
import { test, expect, gotoHydrated, ROUTES } from "./fixtures"

const PUBLIC_DIR = path.join(__dirname, "..", "public")

/** The address the CDN serves a built page at: an unknown one for a not-found page. */
const addressOf = (file: string) =>
  file.endsWith("404.html")
    ? `/${file.slice(0, -"404.html".length)}no/such/page`
    : `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1")

test.describe("visitor pages", () => {
  // A not-found page answers 404, and Gatsby's request for its page data too.
  test.use({ allowConsoleErrors: /status of 404/ })

  test("set no cookies, keep nothing in the browser but the scroll for Back, and ask no other site for anything, loaded, used and scrolled", async ({
    page,
    context,
    baseURL,
  }) => {
    // Listed now rather than when the tests are collected: the build may only just have written them.
    const addresses = builtPages(PUBLIC_DIR).map(addressOf)
    expect(addresses).toEqual(expect.arrayContaining(["/", "/privacy", "/gu/privacy", "/no/such/page"]))
    test.setTimeout(addresses.length * 15_000)
    const origin = new URL(baseURL!).origin
    const elsewhere: string[] = []
    const cookiesSent: string[] = []
    page.on("request", request => {
      const url = request.url()
      if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) elsewhere.push(`${page.url()} → ${url}`)
    })
    page.on("response", async response => {
      if ((await response.headerValue("set-cookie")) !== null) cookiesSent.push(response.url())
    })

    for (const address of addresses)
      await test.step(address, async () => {
        await gotoHydrated(page, address)
        // What the page loads as it is read to the end: held pictures, and motion once scrolled.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        await page.waitForLoadState("networkidle")
        // A form fetches its sending code as soon as it is used: from the site too.
        const field = page.locator("form input:not([type=hidden]):not([tabindex='-1'])").first()
        if ((await field.count()) > 0) {
          await field.focus()
          await page.waitForLoadState("networkidle")
        }
        // Once the scroll handler has had its frame: Gatsby keeps each page's scroll in the tab, for Back, as the
        // notice says; a form keeps its draft there only once something is typed.
        const stored = await page.evaluate(async () => {
          await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
          return {
            cookie: document.cookie,
            localStorage: localStorage.length,
            sessionStorage: Object.entries(sessionStorage).filter(
              ([key, value]) => !/^@@scroll\|/.test(key) || !/^\d+(\.\d+)?$/.test(value),
            ),
          }
        })
        expect(stored, address).toEqual({ cookie: "", localStorage: 0, sessionStorage: [] })
      })

    expect(await context.cookies(), "cookies of any site").toEqual([])
    expect(cookiesSent, "responses that set a cookie").toEqual([])
    expect(elsewhere, "requests to other sites").toEqual([])
  })
})

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
