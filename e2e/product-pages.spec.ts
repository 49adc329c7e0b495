import { en as pages } from "../content/pages.json"
import { en as site } from "../content/site.json"
import { headingOf, readCollection } from "./content"
import { test, expect, gotoHydrated, PHONE } from "./fixtures"
import { canonical, expectBreadcrumbJsonLd, expectOwnHead, jsonLd } from "./seo-helpers"

const products = readCollection("products")
const brands = readCollection("brands")
const productBySlug = (slug: string) => products.find(product => product.slug === slug)!
const brandTitle = (slug: string) => brands.find(brand => brand.slug === slug)!.title
const ups = productBySlug("ups-systems")
const labels = pages.productLine

/** The internal addresses a page links to, from its HTML as served. */
async function linksOf(request: import("@playwright/test").APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  return [...(await response.text()).matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map(([, href]) => href)
}

test.describe("a page for every product line", { tag: "@content" }, () => {
  test("each product file has its page at /our-products/<file name>, linked from its card's title", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/our-products")
    const titles = page.getByRole("article").getByRole("heading", { level: 2 }).getByRole("link")
    expect(await titles.evaluateAll(links => links.map(link => link.getAttribute("href")))).toEqual(
      products.map(({ slug }) => `/our-products/${slug}`),
    )
    for (const product of products) {
      const response = await request.get(`/our-products/${product.slug}`, { maxRedirects: 0 })
      expect(response.status(), product.slug).toBe(200)
      expect(headingOf(await response.text())).toBe(product.primaryTitle)
    }
  })

  test("a card is one link to its page and one Contact Us, and a tap on its picture opens the page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/our-products")
    const card = page.getByRole("article").filter({ hasText: ups.primaryTitle })
    await expect(card.getByRole("link")).toHaveText([ups.primaryTitle, `Contact Us about ${ups.primaryTitle}`])
    // Where a finger lands on the picture: the title's link covers the card.
    const picture = card.getByRole("img", { name: ups.imageAlt })
    await picture.scrollIntoViewIfNeeded()
    const box = (await picture.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect(page).toHaveURL("/our-products/ups-systems")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ups.primaryTitle)
  })
})

test.describe("a product line's page", { tag: "@content" }, () => {
  test("shows the line's name, brand line, overview, what we supply, uses and key figures from its file", async ({
    page,
  }) => {
    await gotoHydrated(page, "/our-products/ups-systems")
    const breadcrumb = page.getByRole("navigation", { name: site.labels.breadcrumb })
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", pages.products.title, ups.primaryTitle])
    await expect(breadcrumb.getByRole("link", { name: pages.products.title })).toHaveAttribute("href", "/our-products")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ups.primaryTitle)
    await expect(page.getByText(ups.secondaryTitle, { exact: true }).first()).toBeVisible()
    await expect(page.getByText(ups.description, { exact: true }).first()).toBeVisible()

    await expect(page.getByRole("heading", { level: 2, name: labels.overviewTitle })).toBeVisible()
    for (const paragraph of ups.overview) await expect(page.getByText(paragraph, { exact: true })).toBeVisible()

    const supplies = page.locator("#supplies")
    await expect(supplies.getByRole("heading", { level: 2 })).toHaveText(labels.suppliesTitle)
    await expect(supplies.getByRole("heading", { level: 3 })).toHaveText(ups.supplies.map((item: any) => item.title))
    for (const item of ups.supplies) await expect(supplies.getByText(item.text, { exact: true })).toBeVisible()

    const uses = page.locator("#uses")
    await expect(uses.getByRole("heading", { level: 2 })).toHaveText(labels.usesTitle)
    await expect(uses.getByRole("listitem")).toHaveText(ups.uses)

    await expect(page.getByRole("heading", { level: 3, name: labels.keyFiguresTitle })).toBeVisible()
    await expect(page.locator("dt")).toHaveText(ups.keyFigures.map((figure: any) => figure.label))
    await expect(page.locator("dd")).toHaveText(ups.keyFigures.map((figure: any) => figure.value))
  })

  test("shows the brands it carries as logos linking to their pages, and two or three related lines", async ({
    page,
  }) => {
    await gotoHydrated(page, "/our-products/ups-systems")
    const carried = page.locator("#brands")
    await expect(carried.getByRole("heading", { level: 2 })).toHaveText(labels.brandsTitle)
    const logos = carried.getByRole("link")
    expect(await logos.evaluateAll(links => links.map(link => link.getAttribute("href")))).toEqual(
      ups.brands.map((slug: string) => `/our-brands/${slug}`),
    )
    for (const [index, slug] of ups.brands.entries())
      await expect(logos.nth(index)).toHaveAccessibleName(brandTitle(slug))

    const related = page.locator("#related")
    await expect(related.getByRole("heading", { level: 2 })).toHaveText(labels.relatedTitle)
    const titles = related.getByRole("heading", { level: 3 }).getByRole("link")
    const hrefs = await titles.evaluateAll(links => links.map(link => link.getAttribute("href")!))
    expect(hrefs.length).toBeGreaterThanOrEqual(2)
    expect(hrefs.length).toBeLessThanOrEqual(3)
    expect(hrefs).not.toContain("/our-products/ups-systems")
    for (const href of hrefs) expect(products.map(({ slug }) => `/our-products/${slug}`)).toContain(href)
  })

  test("of a line that names no brand has no brands section", async ({ page }) => {
    const unbranded = products.find(product => product.brands.length === 0)!
    await gotoHydrated(page, `/our-products/${unbranded.slug}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(unbranded.primaryTitle)
    await expect(page.getByRole("heading", { name: labels.brandsTitle })).toHaveCount(0)
    await expect(page.locator("#related").getByRole("listitem")).not.toHaveCount(0)
  })

  test("opens the enquiry with the line's own message", async ({ page }) => {
    await gotoHydrated(page, "/our-products/ups-systems")
    await page.getByRole("link", { name: `Contact Us about ${ups.primaryTitle}` }).click()
    await expect(page).toHaveURL(/\/contact\?message=/)
    await expect(page.getByLabel("Message")).toHaveValue(ups.contactUsMessage)
  })

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE, deviceScaleFactor: 2 })

    test("shows its image at once, first in line, from a file sized for the screen", async ({ page }) => {
      await gotoHydrated(page, "/our-products/ups-systems")
      const image = page.getByRole("img", { name: ups.imageAlt })
      await expect(image).toHaveAttribute("fetchpriority", "high")
      await expect(image).toHaveAttribute("loading", "eager")
      await expect(image).toBeInViewport()
      const { shown, file } = await image.evaluate((img: HTMLImageElement) => {
        // The width of the file the browser chose, from the srcset candidate it loaded.
        const candidates = [...img.parentElement!.querySelectorAll("source, img")].flatMap(element =>
          (element.getAttribute("srcset") ?? "").split(",").map(candidate => candidate.trim().split(/\s+/)),
        )
        const chosen = candidates.find(([url]) => new URL(url, location.href).href === img.currentSrc)
        return {
          shown: img.getBoundingClientRect().width * window.devicePixelRatio,
          file: Number(chosen?.[1]?.replace("w", "")),
        }
      })
      // Sharp enough, and not the desktop file: at most one size step above what the screen needs.
      expect(file).toBeGreaterThanOrEqual(shown)
      expect(file).toBeLessThan(shown * 1.4)
    })
  })
})

test.describe("a product line's head", { tag: "@content" }, () => {
  test("has the line's own title, description, canonical URL and share image", async ({ page, request }) => {
    await page.goto("/our-products/ups-systems")
    await expectOwnHead(page, request, {
      path: "/our-products/ups-systems",
      title: ups.primaryTitle,
      description: ups.description,
    })
  })

  test("has a BreadcrumbList of Home, Our Products and the line", async ({ page }) => {
    await page.goto("/our-products/ups-systems")
    await expectBreadcrumbJsonLd(page, [site.labels.home, pages.products.title, ups.primaryTitle])
  })

  test("describes the line as a Service the business provides, with its brands and what it supplies", async ({
    page,
  }) => {
    await page.goto("/our-products/ups-systems")
    const nodes = await jsonLd(page)
    const [service] = nodes.filter(node => node["@type"] === "Service")
    expect(service).toMatchObject({
      "@context": "https://schema.org",
      name: ups.primaryTitle,
      description: ups.description,
      url: canonical("/our-products/ups-systems"),
      provider: { "@id": `${canonical("/")}#business` },
    })
    expect(service.brand.map((brand: any) => [brand.name, brand.url])).toEqual(
      ups.brands.map((slug: string) => [brandTitle(slug), canonical(`/our-brands/${slug}`)]),
    )
    // In order, each a ListItem with its position around the catalogue of one kind of supply.
    expect(
      service.hasOfferCatalog.itemListElement.map((entry: any) => [entry["@type"], entry.position, entry.item.name]),
    ).toEqual(ups.supplies.map((item: any, index: number) => ["ListItem", index + 1, item.title]))
    // Its gallery's photos, after its main image, in order: the large copy each tile opens.
    const opened = await page
      .locator("[data-photo-gallery] a")
      .evaluateAll(links => links.map(link => link.getAttribute("href")!))
    expect(opened).toHaveLength(ups.photos.length)
    expect(service.image.slice(1)).toEqual(opened.map(canonical))
    const relatedOnPage = await page
      .locator("#related")
      .getByRole("heading", { level: 3 })
      .getByRole("link")
      .evaluateAll(links => links.map(link => link.getAttribute("href")!))
    expect(service.isRelatedTo.map((other: any) => other.url)).toEqual(relatedOnPage.map(canonical))
  })
})

test(
  "links go both ways: a line's page links to each brand it names, and that brand's page back",
  { tag: "@content" },
  async ({ request }) => {
    for (const product of products) {
      const fromProduct = await linksOf(request, `/our-products/${product.slug}`)
      for (const slug of product.brands) {
        expect(fromProduct, `${product.slug} links to ${slug}`).toContain(`/our-brands/${slug}`)
        expect(await linksOf(request, `/our-brands/${slug}`), `${slug} links to ${product.slug}`).toContain(
          `/our-products/${product.slug}`,
        )
      }
    }
  },
)
