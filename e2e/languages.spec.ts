import type { APIRequestContext, Page } from "@playwright/test"
import { gu as contact } from "../content/contact.json"
import { gu as pages } from "../content/pages.json"
import { en as englishSite, gu as site } from "../content/site.json"
import { siteUrl } from "../src/node/site-url"
import { readCollection } from "./content"
import { answerEmailJs, FAILED_REQUEST, formFields } from "./form-fixtures"
import { VISITOR } from "./enquiry-fixtures"
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
import { canonical, jsonLd, localPath } from "./seo-helpers"

/** Every page in Gujarati: the same address under /gu, and the home page at /gu. */
const gujarati = (route: string) => (route === "/" ? "/gu" : `/gu${route}`)
const english = (route: string) => route.replace(/^\/gu(?=\/|$)/, "") || "/"
const GUJARATI_SCRIPT = /[\u0A80-\u0AFF]/

/** What a page's served HTML says of its language, before any script runs. */
async function servedHead(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]
  const alternates = [...html.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)].map(([tag]) => [
    attribute(tag, "hrefLang"),
    attribute(tag, "href"),
  ])
  const metas = (property: string) =>
    [...html.matchAll(new RegExp(`<meta [^>]*property="${property}"[^>]*>`, "g"))].map(([tag]) =>
      attribute(tag, "content"),
    )
  return {
    lang: /<html [^>]*lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link [^>]*rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates,
    locale: metas("og:locale"),
    localeAlternates: metas("og:locale:alternate"),
    html,
  }
}

/** Every address the sitemap lists, and each one's alternates there. */
async function sitemap(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap-0.xml")).text()
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, url, links]) => ({
    url,
    alternates: [...links.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
  }))
}

const INDEXABLE = [
  "/",
  "/about-us",
  "/our-team",
  "/our-brands",
  "/our-products",
  "/contact",
  "/backup-sizing",
  "/service",
  "/privacy",
  ...readCollection("products").map(({ slug }) => `/our-products/${slug}`),
  ...readCollection("brands").map(({ slug }) => `/our-brands/${slug}`),
]

test.describe("every page in English and in Gujarati, for search engines and shares", { tag: "@content" }, () => {
  test("the sitemap lists every page in both languages, each with both addresses and English as x-default", async ({
    request,
  }) => {
    const listed = await sitemap(request)
    const expected = INDEXABLE.flatMap(route => [route, gujarati(route)]).map(canonical)
    expect(listed.map(({ url }) => url).sort()).toEqual(expected.sort())
    for (const { url, alternates } of listed) {
      const route = english(localPath(url))
      expect(alternates, url).toEqual([
        ["en-IN", canonical(route)],
        ["gu-IN", canonical(gujarati(route))],
        ["x-default", canonical(route)],
      ])
    }
  })

  test("every page's HTML names its language, itself, its partner and x-default, both ways, before any script", async ({
    request,
  }) => {
    for (const route of INDEXABLE) {
      const expectedAlternates = [
        ["en-IN", canonical(route)],
        ["gu-IN", canonical(gujarati(route))],
        ["x-default", canonical(route)],
      ]
      for (const [path, lang, locale, other] of [
        [route, "en-IN", "en_IN", "gu_IN"],
        [gujarati(route), "gu-IN", "gu_IN", "en_IN"],
      ]) {
        const head = await servedHead(request, path)
        expect(head.lang, path).toBe(lang)
        expect(head.canonical, path).toBe(canonical(path))
        expect(head.alternates, path).toEqual(expectedAlternates)
        expect([head.locale, head.localeAlternates], path).toEqual([[locale], [other]])
      }
    }
  })

  test("structured data says which language each page is in, and the Gujarati page's breadcrumb stays in Gujarati", async ({
    page,
  }) => {
    for (const [path, language] of [
      ["/our-products/ups-systems", "en-IN"],
      ["/gu/our-products/ups-systems", "gu-IN"],
    ]) {
      await page.goto(path)
      const pagesData = (await jsonLd(page)).filter(node => node["@type"] === "WebPage")
      expect(pagesData, path).toEqual([
        expect.objectContaining({ "@id": canonical(path), url: canonical(path), inLanguage: language }),
      ])
    }
    const [breadcrumb] = (await jsonLd(page)).filter(node => node["@type"] === "BreadcrumbList")
    expect(breadcrumb.itemListElement.map((item: { item: string }) => item.item)).toEqual(
      ["/gu", "/gu/our-products", "/gu/our-products/ups-systems"].map(canonical),
    )
  })

  test("a Gujarati page has its own title, description and share picture", async ({ page, request }) => {
    await page.goto("/gu/our-team")
    await expect(page).toHaveTitle(`${pages.team.title} | ${englishSite.name}`)
    const description = await page.locator('head meta[name="description"]').getAttribute("content")
    expect(description).toBe(pages.team.description)
    const image = (await page.locator('head meta[property="og:image"]').getAttribute("content"))!
    expect(image).toBe(`${siteUrl}/share/gu-our-team.png`)
    const drawn = await request.get(localPath(image))
    expect([drawn.status(), drawn.headers()["content-type"]]).toEqual([200, "image/png"])
    const englishImage = await request.get("/share/our-team.png")
    expect(Buffer.compare(await drawn.body(), await englishImage.body())).not.toBe(0)
  })
})

test.describe("the language switch", () => {
  const switchTo = (page: Page, name: string) =>
    page.getByRole("navigation", { name: /Main|મુખ્ય/ }).getByRole("link", { name, exact: true })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: PHONE })

    test(
      "is in the phone menu and lands on the same page in the other language, and back",
      { tag: "@content" },
      async ({ page }) => {
        await page.goto("/our-products/ups-systems")
        await page.getByRole("button", { name: englishSite.labels.openMenu }).click()
        const toGujarati = switchTo(page, "ગુજરાતી")
        await expect(toGujarati).toHaveAttribute("lang", "gu-IN")
        await expect(toGujarati).toHaveAttribute("hreflang", "gu-IN")
        await toGujarati.click()
        await expect(page).toHaveURL(/\/gu\/our-products\/ups-systems$/)
        expect(await page.locator("html").getAttribute("lang")).toBe("gu-IN")
        await expect(page.locator("h1")).toHaveText("UPS સિસ્ટમ્સ")

        await page.getByRole("button", { name: site.labels.openMenu }).click()
        await switchTo(page, "English").click()
        await expect(page).toHaveURL(/\/our-products\/ups-systems$/)
        await expect(page.locator("h1")).toHaveText("UPS Systems")
      },
    )
  })

  test(
    "with JavaScript, goes to the partner page and the whole page, its language and its head follow",
    { tag: "@content" },
    async ({ page }) => {
      await gotoHydrated(page, "/our-team")
      await switchTo(page, "ગુજરાતી").click()
      await expect(page).toHaveURL(/\/gu\/our-team$/)
      await expect(page.locator("h1")).toHaveText(pages.team.title)
      await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN")
      await expect(page).toHaveTitle(`${pages.team.title} | ${englishSite.name}`)
      await expect(page.getByRole("contentinfo")).toContainText(site.labels.quickLinks)

      // A link followed inside the Gujarati site stays in it.
      await page
        .getByRole("navigation", { name: site.labels.mainNavigation })
        .getByRole("link", { name: site.navigation[5].header })
        .click()
      await expect(page).toHaveURL(/\/gu\/contact$/)
      await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN")
      await switchTo(page, "English").click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN")
    },
  )

  test("nothing moves a visitor by the browser's language: the address decides", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "gu-IN",
      extraHTTPHeaders: { "Accept-Language": "gu-IN,gu;q=0.9" },
    })
    const page = await context.newPage()
    const response = await page.goto("/")
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe("/")
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN")
    await context.close()
  })
})

test.describe("a Gujarati page", { tag: "@content" }, () => {
  for (const route of ROUTES) {
    test(`${gujarati(route)}: every link to the site stays in Gujarati, but the switch`, async ({ request }) => {
      const { html } = await servedHead(request, gujarati(route))
      const body = html.slice(html.indexOf("<body"))
      // Links to pages, not to files (a gallery's photos, under /static/).
      const links = [...body.matchAll(/<a [^>]*href="(\/(?!static\/)[^"]*)"[^>]*>/g)].map(([tag, href]) => ({
        tag,
        href,
      }))
      expect(links.length).toBeGreaterThan(5)
      const elsewhere = links.filter(({ tag, href }) => !/^\/gu(\/|$|\?|#)/.test(href) && !/hrefLang="en-IN"/.test(tag))
      expect(elsewhere.map(({ href }) => href)).toEqual([])
    })
  }

  test("shows the address in Gujarati, and links it to the map English links to: at the business's position", async ({
    page,
    request,
  }) => {
    const mapLinks = async (path: string) => [
      ...new Set(
        [...(await servedHead(request, path)).html.matchAll(/href="(https:\/\/www\.google\.com\/maps\/[^"]+)"/g)].map(
          ([, href]) => href.replace(/&amp;/g, "&"),
        ),
      ),
    ]
    const map = `https://www.google.com/maps/search/?api=1&query=${englishSite.geo.latitude},${englishSite.geo.longitude}`
    expect(await mapLinks("/contact")).toEqual([map])
    expect(await mapLinks("/gu/contact")).toEqual([map])
    // The address is the link's words, in Gujarati, and it is named for the map in Gujarati too.
    await page.goto("/gu/contact")
    const { street, city, region, country } = site.address
    const name = `${street}, ${city}, ${region} ${englishSite.address.postalCode}, ${country} (${site.labels.map})`
    for (const where of [page.getByRole("region", { name: contact.infoHeading }), page.getByRole("contentinfo")])
      await expect(where.getByRole("link", { name, exact: true })).toHaveAttribute("href", map)
  })

  test("is drawn without letter-spacing or capitals, and in lines tall enough for its vowel signs", async ({
    page,
  }) => {
    for (const route of ["/gu", "/gu/our-products/ups-systems", "/gu/our-team"]) {
      await page.goto(route)
      const spaced = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter(element => element.closest("[lang]")?.getAttribute("lang")?.startsWith("gu"))
          .filter(element => /[\u0A80-\u0AFF]/.test(element.textContent ?? ""))
          .map(element => ({ element, style: getComputedStyle(element) }))
          .filter(({ style }) => style.letterSpacing !== "normal" || style.textTransform !== "none")
          .map(({ element, style }) => `${element.tagName} ${style.letterSpacing} ${style.textTransform}`),
      )
      expect(spaced, route).toEqual([])
      const lineHeight = await page.evaluate(() => {
        const style = getComputedStyle(document.querySelector("h1")!)
        return parseFloat(style.lineHeight) / parseFloat(style.fontSize)
      })
      expect(lineHeight, route).toBeGreaterThanOrEqual(1.3)
    }
  })

  for (const viewport of [PHONE, { width: 1280, height: 800 }])
    test(`has no axe violations at ${viewport.width} px: home, a product line and a brand`, async ({ page }) => {
      await page.setViewportSize(viewport)
      for (const route of ["/gu", "/gu/our-products/ups-systems", "/gu/our-brands/apc"]) {
        await gotoHydrated(page, route)
        await expectNoAxeViolations(page, route)
      }
    })
})

test(
  "the photo viewer speaks Gujarati on a Gujarati page: its buttons, its place, and what it is",
  { tag: "@content" },
  async ({ page }) => {
    const words = pages.photoViewer
    await gotoHydrated(page, "/gu/our-products/ups-systems")
    await page.getByRole("region", { name: pages.productLine.galleryTitle }).getByRole("link").nth(2).click()
    const viewer = page.locator(".pswp")
    await expect(viewer.locator(".pswp__scroll-wrap")).toHaveAttribute("aria-roledescription", words.viewer)
    await expect(viewer.locator(".pswp__item")).toHaveCount(3)
    for (const holder of await viewer.locator(".pswp__item").all())
      await expect(holder).toHaveAttribute("aria-roledescription", words.photo)
    for (const name of [words.close, words.zoom, words.previous, words.next])
      await expect(viewer.getByRole("button", { name })).toBeVisible()
    const ups = readCollection("products").find(line => line.slug === "ups-systems")!
    await expect(
      viewer.getByText(words.position.replace("{index}", "3").replace("{total}", String(ups.photos.length))),
    ).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(viewer).toHaveCount(0)
  },
)

test.describe("the Gujarati not-found page", () => {
  test.use({ allowConsoleErrors: /status of 404/ })

  test("Gujarati pages download no script while the visitor only reads: home, a line, a brand, not found", async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on("request", request => request.resourceType() === "script" && scripts.push(request.url()))
    for (const route of ["/gu", "/gu/our-products/ups-systems", "/gu/our-brands/apc", "/gu/no/such/page"]) {
      await page.goto(route, { waitUntil: "networkidle" })
      expect(scripts, route).toEqual([])
    }
    await interact(page)
    await waitForHydration(page)
    expect(scripts.some(url => /\/app-[^/]*\.js$/.test(url))).toBe(true)
  })

  test(
    "answers an unknown /gu/ address with 404 in Gujarati, before and after the page's scripts start, and keeps the address",
    { tag: "@content" },
    async ({ page }) => {
      const response = await page.goto("/gu/no/such/page")
      expect(response?.status()).toBe(404)
      expect(await page.locator("html").getAttribute("lang")).toBe("gu-IN")
      await expect(page.locator("h1")).toHaveText(pages.notFound.heading)
      await expect(page).toHaveTitle(`${pages.notFound.title} | ${englishSite.name}`)
      await gotoHydrated(page, "/gu/no/such/page")
      await expect(page.locator("h1")).toHaveText(pages.notFound.heading)
      // The address stays what the visitor typed, to be corrected: not the not-found file's own.
      expect(new URL(page.url()).pathname).toBe("/gu/no/such/page")
      await expect(page.getByRole("link", { name: pages.notFound.linkLabel })).toHaveAttribute("href", "/gu")
      await expect(page.getByRole("navigation", { name: site.labels.mainNavigation })).toBeVisible()
      expect(GUJARATI_SCRIPT.test(await page.locator("footer").innerText())).toBe(true)
    },
  )

  test("an English unknown address still has the English page", { tag: "@content" }, async ({ page }) => {
    const response = await page.goto("/no/such/page")
    expect(response?.status()).toBe(404)
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN")
    await expect(page.locator("h1")).toHaveText("Lost in the Forest?")
  })
})

test.describe("an enquiry from the Gujarati site", () => {
  const form = contact.form
  const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true })
  const send = (page: Page) => page.getByRole("button", { name: form.submitLabel })
  const GUJARATI_VISITOR = {
    ...VISITOR,
    name: "રમેશ પટેલ",
    phone: "૦૯૮૨૫૦-૪૧૨૩૬",
    message: "ક્લિનિક માટે 10 kVA UPS જોઈએ છે.",
  }
  const fill = async (page: Page) => {
    await field(page, form.nameLabel).fill(GUJARATI_VISITOR.name)
    await field(page, form.emailLabel).fill(GUJARATI_VISITOR.email)
    await field(page, form.phoneLabel).fill(GUJARATI_VISITOR.phone)
    await field(page, form.messageLabel).fill(GUJARATI_VISITOR.message)
  }

  test("names each missing field in Gujarati", { tag: "@content" }, async ({ page }) => {
    await gotoHydrated(page, "/gu/contact")
    await field(page, form.nameLabel).fill("")
    await send(page).click()
    const summary = page.getByRole("alert", { name: form.requiredError.replace(/\.$/, "") })
    await expect(summary).toBeVisible()
    for (const message of [form.errors.nameRequired, form.errors.emailRequired, form.errors.phoneRequired])
      await expect(summary.getByRole("link", { name: message })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${form.errorPrefix}: `))
  })

  test("is sent with the number in Western digits, and its subject says it came from the Gujarati site", async ({
    page,
  }) => {
    const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
    await gotoHydrated(page, "/gu/contact")
    await fill(page)
    await send(page).click()
    await expect(page.getByRole("status")).toHaveText(form.successMessage)
    expect(requests).toHaveLength(1)
    expect(formFields(requests[0])).toMatchObject({
      title: `${form.subject} (Gujarati site)`,
      user_name: GUJARATI_VISITOR.name,
      user_phone: "+91 98250 41236",
      message: GUJARATI_VISITOR.message,
    })
  })

  test.describe("when sending fails", () => {
    test.use({ allowConsoleErrors: FAILED_REQUEST })

    test("keeps everything typed and says so in Gujarati", async ({ page }) => {
      await answerEmailJs(page, route => route.fulfill({ status: 503, body: "Service Unavailable" }))
      await gotoHydrated(page, "/gu/contact")
      await fill(page)
      await send(page).click()
      await expect(page.getByRole("alert")).toContainText(form.failureMessage)
      await expect(field(page, form.nameLabel)).toHaveValue(GUJARATI_VISITOR.name)
      await expect(field(page, form.phoneLabel)).toHaveValue(GUJARATI_VISITOR.phone)
      await expect(field(page, form.messageLabel)).toHaveValue(GUJARATI_VISITOR.message)
    })
  })
})
