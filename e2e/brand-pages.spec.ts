import { en as home } from "../content/home.json"
import { en as pages } from "../content/pages.json"
import { en as site } from "../content/site.json"
import { headingOf, readCollection } from "./content"
import { test, expect, gotoHydrated } from "./fixtures"
import { canonical, expectBreadcrumbJsonLd, expectOwnHead, jsonLd } from "./seo-helpers"

const brands = readCollection("brands")
const products = readCollection("products")
const apc = brands.find(brand => brand.slug === "apc")!
const labels = pages.brand
const withName = (template: string, name: string) => template.replaceAll("{brand}", name)
/** The product lines whose files name the brand, in the order of the products page. */
const linesCarrying = (slug: string) => products.filter(product => product.brands.includes(slug))

test.describe("a page for every brand", { tag: "@content" }, () => {
  test("each brand file has its page at /our-brands/<file name>, linked from its logo on Our Brands", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/our-brands")
    const logos = page
      .getByRole("main")
      .getByRole("link")
      .filter({ has: page.getByRole("img") })
    expect(await logos.evaluateAll(links => links.map(link => link.getAttribute("href")))).toEqual(
      brands.map(({ slug }) => `/our-brands/${slug}`),
    )
    for (const [index, brand] of brands.entries()) await expect(logos.nth(index)).toHaveAccessibleName(brand.title)
    for (const brand of brands) {
      const response = await request.get(`/our-brands/${brand.slug}`, { maxRedirects: 0 })
      expect(response.status(), brand.slug).toBe(200)
      expect(headingOf(await response.text())).toBe(brand.title)
    }
  })

  test("the home page's logo strip links each logo to its brand's page", async ({ page }) => {
    await gotoHydrated(page, "/")
    const strip = page.locator("#brands").getByRole("listitem").getByRole("link")
    expect(await strip.evaluateAll(links => links.map(link => link.getAttribute("href")))).toEqual(
      home.brandStrip.logos.map(slug => `/our-brands/${slug}`),
    )
  })
})

test(
  "Our Brands' logos, held until the banner is painted, load on a phone without moving anything",
  { tag: "@content" },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver(list => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto("/our-brands")
    const logos = page.getByRole("main").getByRole("listitem").getByRole("img")
    await expect(logos).toHaveCount(brands.length)
    const onScreen = await logos.evaluateAll(images =>
      images.filter(image => image.getBoundingClientRect().top < innerHeight),
    )
    expect(onScreen.length).toBeGreaterThan(1)
    await expect
      .poll(() =>
        logos.evaluateAll(images =>
          images
            .filter(image => image.getBoundingClientRect().top < innerHeight)
            .every(
              image => (image as HTMLImageElement).complete && /\.png$/.test((image as HTMLImageElement).currentSrc),
            ),
        ),
      )
      .toBe(true)
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
  },
)

test.describe("a brand's page", { tag: "@content" }, () => {
  test("shows its logo, name, the company's standing and its about, then the lines that carry it", async ({ page }) => {
    await gotoHydrated(page, "/our-brands/apc")
    const breadcrumb = page.getByRole("navigation", { name: site.labels.breadcrumb })
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", pages.brands.title, apc.title])
    await expect(breadcrumb.getByRole("link", { name: pages.brands.title })).toHaveAttribute("href", "/our-brands")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(apc.title)
    await expect(page.getByRole("main").getByRole("img", { name: apc.title })).toBeVisible()
    await expect(page.getByText(apc.standing, { exact: true })).toBeVisible()
    for (const paragraph of apc.about) await expect(page.getByText(paragraph, { exact: true })).toBeVisible()

    const lines = page.locator("#products")
    await expect(lines.getByRole("heading", { level: 2 })).toHaveText(withName(labels.productsTitle, apc.title))
    const titles = lines.getByRole("heading", { level: 3 })
    await expect(titles).toHaveText(linesCarrying("apc").map(product => product.primaryTitle))
    expect(await titles.getByRole("link").evaluateAll(links => links.map(link => link.getAttribute("href")))).toEqual(
      linesCarrying("apc").map(product => `/our-products/${product.slug}`),
    )
  })

  test("of a brand no product line names has its page all the same, without a list of lines", async ({ page }) => {
    const unnamed = brands.filter(brand => linesCarrying(brand.slug).length === 0)
    expect(unnamed.length).toBeGreaterThan(0)
    for (const brand of unnamed) {
      await gotoHydrated(page, `/our-brands/${brand.slug}`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand.title)
      await expect(page.getByText(brand.about[0], { exact: true })).toBeVisible()
      await expect(page.locator("#products")).toHaveCount(0)
      await expect(page.getByRole("link", { name: withName(labels.enquiryLabel, brand.title) })).toBeVisible()
    }
  })

  test("opens the enquiry with a message naming the brand", async ({ page }) => {
    await gotoHydrated(page, "/our-brands/apc")
    await page.getByRole("link", { name: withName(labels.enquiryLabel, apc.title) }).click()
    await expect(page).toHaveURL(/\/contact\?message=/)
    await expect(page.getByLabel("Message")).toHaveValue(withName(labels.enquiryMessage, apc.title))
  })
})

test.describe("a brand's head", { tag: "@content" }, () => {
  test("has the brand's own title, its about's first paragraph as description, canonical URL and share image", async ({
    page,
    request,
  }) => {
    await page.goto("/our-brands/apc")
    await expectOwnHead(page, request, { path: "/our-brands/apc", title: apc.title, description: apc.about[0] })
  })

  test("has a BreadcrumbList of Home, Our Brands and the brand", async ({ page }) => {
    await page.goto("/our-brands/apc")
    await expectBreadcrumbJsonLd(page, [site.labels.home, pages.brands.title, apc.title])
  })

  test("describes the brand as a Brand, the one its product lines' pages name", async ({ page }) => {
    await page.goto("/our-brands/apc")
    const [brand] = (await jsonLd(page)).filter(node => node["@type"] === "Brand")
    expect(brand).toMatchObject({ name: apc.title, description: apc.about[0], url: canonical("/our-brands/apc") })
    expect(brand.logo).toMatch(new RegExp(`^${canonical("/")}static/.+\\.svg$`))

    await page.goto(`/our-products/${linesCarrying("apc")[0].slug}`)
    const [service] = (await jsonLd(page)).filter(node => node["@type"] === "Service")
    expect(service.brand.map((named: any) => named["@id"])).toContain(brand["@id"])
  })
})
