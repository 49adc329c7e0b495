import type { Page } from "@playwright/test"
import { en as about } from "../content/about.json"
import { en as sizing } from "../content/backup-sizing.json"
import { en as contact } from "../content/contact.json"
import { en as home } from "../content/home.json"
import { en as pages } from "../content/pages.json"
import { en as privacy } from "../content/privacy.json"
import { en as service } from "../content/service.json"
import { en as site } from "../content/site.json"
import { LANGUAGES, languageOfPath, pathWithoutLanguage } from "../src/lib/languages"
import { BUSINESS_PAGES } from "../src/components/seo"
import { siteUrl } from "../src/node/site-url"
import { readCollection } from "./content"
import { canonical, expectOwnHead, fetchImage, head, jsonLd, localPath, type JsonLdNode } from "./seo-helpers"
import { test, expect, gotoHydrated, ROUTES } from "./fixtures"

/** Each indexable page with the title and description content/ gives it. */
const PAGES: { path: (typeof ROUTES)[number]; title: string; description: string }[] = [
  { path: "/", title: home.title, description: home.description },
  { path: "/about-us", title: about.title, description: about.description },
  { path: "/our-team", title: pages.team.title, description: pages.team.description },
  { path: "/our-brands", title: pages.brands.title, description: pages.brands.description },
  { path: "/our-products", title: pages.products.title, description: pages.products.description },
  { path: "/contact", title: contact.title, description: contact.description },
  { path: "/backup-sizing", title: sizing.title, description: sizing.description },
  { path: "/service", title: service.title, description: service.description },
  { path: "/privacy", title: privacy.title, description: privacy.description },
]
const NOT_FOUND = "/no/such/page"
test.describe("every page's head", { tag: "@content" }, () => {
  for (const { path: route, title, description } of PAGES)
    test(`${route}: its own title and description, canonical URL, theme colour and sharing tags`, async ({
      page,
      request,
    }) => {
      await page.goto(route)
      await expectOwnHead(page, request, { path: route, title, description })
    })

  test("titles, descriptions and share images differ from page to page", async ({ page }) => {
    const seen = { title: new Set<string>(), description: new Set<string>(), image: new Set<string>() }
    for (const { path: route } of PAGES) {
      await page.goto(route)
      seen.title.add(await page.title())
      seen.description.add((await head(page).meta("name", "description"))!)
      seen.image.add((await head(page).meta("property", "og:image"))!)
    }
    expect([seen.title.size, seen.description.size, seen.image.size]).toEqual([
      PAGES.length,
      PAGES.length,
      PAGES.length,
    ])
  })
})

test.describe("structured data", { tag: "@content" }, () => {
  const LOCAL_BUSINESS_TYPES = ["LocalBusiness", "Store", "ElectronicsStore", "ComputerStore"]
  const brands = readCollection("brands").map(brand => brand.title)

  const describesBusiness = (route: string) => (BUSINESS_PAGES as readonly string[]).includes(route)

  for (const { path: route } of PAGES.filter(({ path }) => describesBusiness(path)))
    test(`${route}: the business, with everything Google's LocalBusiness guidelines ask for, from content`, async ({
      page,
      request,
    }) => {
      await page.goto(route)
      const businesses = (await jsonLd(page)).filter(node => LOCAL_BUSINESS_TYPES.includes(node["@type"]))
      expect(businesses).toHaveLength(1)
      const [business] = businesses
      expect(business["@context"]).toBe("https://schema.org")
      expect(business["@type"]).toBe(site.businessType)
      // Required by Google: name and a full postal address.
      expect(business.name).toBe(site.name)
      expect(business.address).toEqual({
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: "Ahmedabad",
        addressRegion: "Gujarat",
        postalCode: site.address.postalCode,
        addressCountry: "IN",
      })
      // Recommended by Google, and asked for by the issue.
      expect(business["@id"]).toBe(`${siteUrl}/#business`)
      expect(business.url).toBe(`${siteUrl}/`)
      expect(business.telephone).toBe(site.phones[0])
      expect(business.email).toBe(site.emails[0])
      expect(business.openingHoursSpecification).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
          opens: "09:30",
          closes: "19:00",
        },
      ])
      expect(business.priceRange).toBe(site.priceRange)
      expect(business.areaServed).toEqual(site.areaServed)
      expect(business.geo).toEqual({ "@type": "GeoCoordinates", ...site.geo })
      expect(business.sameAs).toEqual(site.social.map(profile => profile.url))
      expect(business.brand.map((brand: JsonLdNode) => brand.name)).toEqual(brands)
      const logo = await fetchImage(request, business.logo)
      expect(logo.width).toBeGreaterThanOrEqual(112)
      for (const image of business.image) await fetchImage(request, image)
    })

  test("every page names the business by its @id as its publisher; only home and Contact describe it", async ({
    page,
  }) => {
    const routes = [
      ...PAGES.map(({ path }) => path),
      "/our-products/ups-systems",
      "/our-brands/apc",
      "/gu/contact",
      "/gu/our-brands/apc",
    ]
    for (const route of routes) {
      await page.goto(route)
      const nodes = await jsonLd(page)
      const [webPage] = nodes.filter(node => node["@type"] === "WebPage")
      expect(webPage.publisher, route).toEqual({ "@id": `${siteUrl}/#business` })
      const businesses = nodes.filter(node => LOCAL_BUSINESS_TYPES.includes(node["@type"]))
      expect(
        businesses.map(business => business["@id"]),
        route,
      ).toEqual(describesBusiness(pathWithoutLanguage(route)) ? [`${siteUrl}/#business`] : [])
    }
  })

  for (const { path: route, title } of PAGES.filter(({ path }) => path !== "/"))
    test(`${route}: a BreadcrumbList that matches the visible breadcrumb`, async ({ page }) => {
      await page.goto(route)
      const lists = (await jsonLd(page)).filter(node => node["@type"] === "BreadcrumbList")
      expect(lists).toHaveLength(1)
      const items: JsonLdNode[] = lists[0].itemListElement
      // Google requires at least two ListItems, each with position and name, and item on all but the last.
      expect(items.map(item => [item["@type"], item.position])).toEqual([
        ["ListItem", 1],
        ["ListItem", 2],
      ])
      const visible = page.getByRole("navigation", { name: site.labels.breadcrumb }).getByRole("listitem")
      expect(items.map(item => item.name)).toEqual(await visible.allInnerTexts())
      expect(items.map(item => item.name)).toEqual([site.labels.home, title])
      const homeLink = await visible.first().getByRole("link").getAttribute("href")
      expect(items.map(item => item.item)).toEqual([canonical(homeLink!), canonical(route)])
    })

  test("/: no breadcrumb on the home page", async ({ page }) => {
    await page.goto("/")
    expect((await jsonLd(page)).map(node => node["@type"])).toEqual(["WebPage", site.businessType])
  })

  test("/our-products: an OfferCatalog of the eleven categories shown, each at its page", async ({ page }) => {
    await page.goto("/our-products")
    const [catalog] = (await jsonLd(page)).filter(node => node["@type"] === "OfferCatalog")
    const products = readCollection("products")
    expect(products).toHaveLength(11)
    expect(catalog).toMatchObject({
      name: pages.products.title,
      url: canonical("/our-products"),
      numberOfItems: 11,
    })
    expect(
      catalog.itemListElement.map((entry: JsonLdNode) => [entry["@type"], entry.position, entry.item.name]),
    ).toEqual(products.map((product, index) => ["ListItem", index + 1, product.primaryTitle]))
    expect(catalog.itemListElement.map((entry: JsonLdNode) => entry.item.name)).toEqual(
      await page.getByRole("article").getByRole("heading", { level: 2 }).allInnerTexts(),
    )
    expect(catalog.itemListElement.map((entry: JsonLdNode) => entry.item.url)).toEqual(
      products.map(product => canonical(`/our-products/${product.slug}`)),
    )
  })
})

test.describe("discovery files", { tag: "@content" }, () => {
  test("the sitemap index leads to every indexable page at its canonical URL, in both languages, every product line's and brand's included, and not the not-found pages", async ({
    request,
  }) => {
    const index = await request.get("/sitemap-index.xml")
    expect(index.status()).toBe(200)
    const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => match[1])
    expect(sitemaps).toEqual([`${siteUrl}/sitemap-0.xml`])
    const sitemap = await request.get(localPath(sitemaps[0]))
    expect(sitemap.status()).toBe(200)
    const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => match[1])
    const cataloguePages = [
      ...readCollection("products").map(({ slug }) => `/our-products/${slug}`),
      ...readCollection("brands").map(({ slug }) => `/our-brands/${slug}`),
    ]
    const everyPage = [...PAGES.map(({ path }) => path), ...cataloguePages]
    // And each in Gujarati (e2e/languages.spec.ts checks their alternates).
    const inGujarati = everyPage.map(path => (path === "/" ? "/gu" : `/gu${path}`))
    expect(urls.sort()).toEqual([...everyPage, ...inGujarati].map(canonical).sort())
    for (const url of urls) expect((await request.get(localPath(url), { maxRedirects: 0 })).status()).toBe(200)
  })

  test("robots.txt lets crawlers in and points at the sitemap on the same site URL", async ({ request }) => {
    const robots = await request.get("/robots.txt")
    expect(robots.status()).toBe(200)
    const text = await robots.text()
    expect(text).toContain("User-agent: *")
    expect(text).not.toMatch(/^Disallow: \/\s*$/m)
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`)
  })

  test("the web manifest names the company and has 192, 512 and maskable icons", async ({ page, request }) => {
    await page.goto("/")
    // The link waits for the main image to be painted (src/node/manifest-after-paint.ts).
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1)
    const manifestUrl = (await page.locator('head link[rel="manifest"]').getAttribute("href"))!
    const manifest = await (await request.get(manifestUrl)).json()
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      start_url: "/",
      display: "standalone",
      theme_color: site.themeColor,
      background_color: site.backgroundColor,
    })
    const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons
    expect(icons.map(icon => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ])
    for (const icon of icons) {
      const image = await fetchImage(request, icon.src)
      expect(`${image.width}x${image.height}`).toBe(icon.sizes)
      // A maskable icon is cropped to a shape, so it must be painted to its edges.
      if (icon.purpose === "maskable") expect(image.hasAlpha).toBe(false)
    }
  })

  test("the favicon is written into the page, a PNG copy and the Apple touch icon linked, and each draws", async ({
    page,
    request,
  }) => {
    await page.goto("/")
    const icons = await page
      .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
      .evaluateAll(links => links.map(link => [link.getAttribute("rel")!, link.getAttribute("href")!]))
    const written = icons.find(([, href]) => href.startsWith("data:"))?.[1]
    // No request for it as the page loads: linked, Chrome asked for it just as the main image was painted.
    expect(icons.map(([rel, href]) => `${rel} ${href === written ? "data:" : href}`).sort()).toEqual([
      "apple-touch-icon /apple-touch-icon.png",
      "icon /favicon-48x48.png",
      "icon data:",
    ])
    // It draws, as the page's policy lets it, the very picture of content/site.json's icon (served as
    // /favicon.svg for the editor at /admin/).
    const drawings = await page.evaluate(
      async sources =>
        Promise.all(
          sources.map(async source => {
            const image = new Image()
            image.src = source
            await image.decode()
            const canvas = Object.assign(document.createElement("canvas"), { width: 48, height: 48 })
            const context = canvas.getContext("2d")!
            context.drawImage(image, 0, 0, 48, 48)
            return Array.from(context.getImageData(0, 0, 48, 48).data)
          }),
        ),
      [written!, "/favicon.svg"],
    )
    expect(drawings[0].some(channel => channel > 0)).toBe(true)
    expect(drawings[0]).toEqual(drawings[1])
    // The PNG, for Google Search (which reads the home page's links) and browsers that draw no SVG favicon.
    const favicon = await fetchImage(request, "/favicon-48x48.png")
    expect([favicon.width, favicon.height]).toEqual([48, 48])
    const apple = await fetchImage(request, "/apple-touch-icon.png")
    // iOS shows transparency as black.
    expect([apple.width, apple.height, apple.hasAlpha]).toEqual([180, 180, false])
  })
})

test.describe("the not-found page", { tag: "@content" }, () => {
  test.use({ allowConsoleErrors: /status of 404/ })

  test("answers 404, is noindex, and has no canonical URL or structured data", async ({ page, request }) => {
    const response = await page.goto(NOT_FOUND)
    expect(response?.status()).toBe(404)
    expect(await head(page).meta("name", "robots")).toBe("noindex")
    expect(await head(page).count('link[rel="canonical"]')).toBe(0)
    expect(await jsonLd(page)).toEqual([])
    await expect(page).toHaveTitle(`${pages.notFound.title} | ${site.name}`)
    expect(await head(page).meta("name", "description")).toBe(pages.notFound.description)
    const image = await fetchImage(request, (await head(page).meta("property", "og:image"))!)
    expect([image.width, image.height]).toEqual([1200, 630])
  })
})

test.describe("links", { tag: "@content" }, () => {
  /**
   * The links of the open page, each with its accessible name and address, from one accessibility
   * snapshot of the page (a call per link took seconds a page):
   *   - link "About Us":
   *     - /url: /about-us
   */
  async function linksOnPage(page: Page): Promise<{ name: string; href: string }[]> {
    const lines = (await page.locator("body").ariaSnapshot()).split("\n")
    return lines.flatMap((line, index) => {
      const link = /^(\s*)- link(?: "((?:[^"\\]|\\.)*)")?/.exec(line)
      if (!link) return []
      const childIndent = link[1].length + 2
      const children = lines.slice(index + 1)
      const end = children.findIndex(child => /^\s*/.exec(child)![0].length < childIndent)
      const url = children
        .slice(0, end < 0 ? undefined : end)
        .map(child => /^(\s*)- \/url: (.*)$/.exec(child))
        .find(match => match?.[1].length === childIndent)?.[2]
      return [{ name: link[2] ?? "", href: url?.startsWith('"') ? JSON.parse(url) : (url ?? "") }]
    })
  }

  /** Every page a visitor can reach by following links from home, and every link found on them. */
  async function crawl(page: Page) {
    const pagesToVisit = ["/", ...PAGES.map(({ path }) => path), NOT_FOUND]
    const visited = new Set<string>()
    const links: { from: string; href: string; name: string; hasTarget: boolean }[] = []
    while (pagesToVisit.length > 0) {
      const route = pagesToVisit.shift()!
      if (visited.has(route)) continue
      visited.add(route)
      await page.goto(route)
      for (const { name, href } of await linksOnPage(page)) {
        const hasTarget = href.startsWith("#") && (await page.locator(href).count()) === 1
        links.push({ from: route, href, name, hasTarget })
        const url = new URL(href, page.url())
        // A page, not a file such as a gallery's photo: a file's address is checked, not read for links.
        const isPage = !/\.\w+$/.test(url.pathname)
        if (url.origin === new URL(page.url()).origin && isPage && !visited.has(url.pathname))
          pagesToVisit.push(url.pathname)
      }
    }
    return { visited, links }
  }
  let crawled: ReturnType<typeof crawl> | undefined
  /**
   * The site is crawled once, with the page of the first test that asks: the tests below run one after
   * another in one worker (mode "default"), where fully parallel each worker crawled it again (3 crawls of 12 s).
   * A failed test still lets the others run, in a new worker that crawls again.
   */
  const crawlOnce = (page: Page) => (crawled ??= crawl(page))

  // The crawl reads every page: the spec's screens and the page of every product line and brand.
  test.describe.configure({ mode: "default", timeout: 120_000 })
  test.use({ allowConsoleErrors: /status of 404/ })

  test("no internal link is broken or redirected, and every #fragment has its target", async ({ page, request }) => {
    const { visited, links } = await crawlOnce(page)
    expect(visited.size).toBeGreaterThanOrEqual(PAGES.length)
    for (const { from, href, hasTarget } of links.filter(({ href }) => href.startsWith("#")))
      expect(hasTarget, `${href} on ${from} has its target`).toBe(true)
    // Each address once, named with the first page that links to it.
    const internal = new Map<string, string>()
    for (const { from, href } of links) if (href.startsWith("/") && !internal.has(href)) internal.set(href, from)
    for (const [href, from] of internal) {
      const url = new URL(href, `http://site${from}`)
      const response = await request.get(url.pathname + url.search, { maxRedirects: 0 })
      expect(response.status(), `${href} on ${from}`).toBe(200)
      if (url.hash) {
        await page.goto(url.pathname + url.search)
        expect(await page.locator(url.hash).count(), `${href} on ${from} has its target`).toBe(1)
      }
    }
  })

  test("phone, e-mail, WhatsApp and map links are well formed", async ({ page }) => {
    const { links } = await crawlOnce(page)
    const external = links.filter(({ href }) => !href.startsWith("/") && !href.startsWith("#"))
    for (const { href, from } of external)
      expect(href, `on ${from}`).toMatch(
        /^(tel:\+91\d{10}|mailto:[^@\s]+@[^@\s]+\.[a-z]+|https:\/\/wa\.me\/91\d{10}|https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=\S+|https:\/\/\S+)$/,
      )
  })

  test("every link's accessible name says where it goes", async ({ page }) => {
    const { links } = await crawlOnce(page)
    const vague = /^(read more|more|click here|here|learn more|link|go|details|contact)$/i
    for (const { from, href, name } of links) {
      expect(name, `link to ${href} on ${from}`).not.toBe("")
      expect(name, `link to ${href} on ${from}`).not.toMatch(vague)
    }
    // The same words never lead to two different places within one language's pages. The language
    // switch names a language, and leads to the same page in it wherever it is. A form's page is one
    // place, whatever its address fills in (a product's message, a service's product line).
    const destinations = new Map<string, Set<string>>()
    const languageNames: string[] = Object.values(LANGUAGES).map(language => language.name)
    for (const { name, href, from } of links) {
      if (languageNames.includes(name)) continue
      const target = href.replace(/^(\/(gu\/)?(contact|service))\?.*$/, "$1")
      const key = `${languageOfPath(from)}: ${name}`
      destinations.set(key, (destinations.get(key) ?? new Set()).add(target))
    }
    const ambiguous = [...destinations].filter(([, targets]) => targets.size > 1).map(([name]) => name)
    expect(ambiguous).toEqual([])
  })
})

test.describe("opening hours", { tag: "@content" }, () => {
  // A visitor abroad: the status must follow India's clock, not theirs.
  test.use({ timezoneId: "America/New_York" })
  // 10:00 on a Monday and 12:00 on a Sunday in India (UTC+05:30).
  const MONDAY_MORNING_IST = new Date("2026-11-23T04:30:00Z")
  const SUNDAY_NOON_IST = new Date("2026-11-22T06:30:00Z")

  for (const [moment, status] of [
    [MONDAY_MORNING_IST, site.labels.openNow],
    [SUNDAY_NOON_IST, site.labels.closedNow],
  ] as const)
    test(`say "${status}" at ${moment.toISOString()}, wherever the visitor is`, async ({ page }) => {
      await page.clock.setFixedTime(moment)
      await gotoHydrated(page, "/contact")
      const details = page.getByRole("region", { name: contact.infoHeading })
      await expect(details).toContainText(site.hours.label)
      await expect(details).toContainText(status)
      await gotoHydrated(page, "/")
      await expect(page.getByRole("region", { name: site.contactBlock.title })).toContainText(status)
    })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("the HTML holds the plain hours and no guess at open or closed", async ({ page }) => {
      await page.goto("/contact")
      await expect(page.getByRole("main")).toContainText(site.hours.label)
      await expect(page.getByRole("main")).not.toContainText(site.labels.openNow)
      await expect(page.getByRole("main")).not.toContainText(site.labels.closedNow)
    })
  })
})
