import sharp from "sharp"
import type { APIRequestContext, Page } from "@playwright/test"
import { en as site } from "../content/site.json"
import { siteUrl } from "../src/node/site-url"
import { expect } from "./fixtures"

/** What search engines and sharing read in a page's head, checked alike on every page. */

export const canonical = (route: string) => (route === "/" ? `${siteUrl}/` : `${siteUrl}${route}`)
/** The local path of an address on the site, for fetching it from the test server. */
export const localPath = (url: string) => {
  expect(url.startsWith(`${siteUrl}/`), `${url} should be on ${siteUrl}`).toBe(true)
  return url.slice(siteUrl.length)
}

export const head = (page: Page) => ({
  /** The first such meta tag's content, or null when there is none (without waiting for one). */
  meta: async (attribute: "name" | "property", key: string) =>
    (
      await page
        .locator(`head meta[${attribute}="${key}"]`)
        .evaluateAll(metas => metas.map(meta => meta.getAttribute("content")))
    )[0] ?? null,
  count: (selector: string) => page.locator(`head ${selector}`).count(),
})

export async function fetchImage(request: APIRequestContext, url: string) {
  const response = await request.get(url.startsWith("/") ? url : localPath(url), { maxRedirects: 0 })
  expect(response.status(), `${url} should load`).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^image\//)
  return sharp(await response.body()).metadata()
}

export type JsonLdNode = Record<string, any>

/** Every block of structured data in the page's head. */
export async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map(block => JSON.parse(block))
}

/**
 * The open page's own title and description, canonical URL, theme colour and sharing tags, each once,
 * and a share image drawn for it.
 */
export async function expectOwnHead(
  page: Page,
  request: APIRequestContext,
  { path, title, description }: { path: string; title: string; description: string },
) {
  const { meta, count } = head(page)
  const fullTitle = `${title} | ${site.name}`
  await expect(page).toHaveTitle(fullTitle)
  expect(await page.locator("html").getAttribute("lang")).toBe("en-IN")
  expect(await meta("name", "description")).toBe(description)
  expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(canonical(path))
  expect(await meta("name", "robots")).toBeNull()
  expect(await meta("name", "theme-color")).toBe(site.themeColor)
  for (const single of ['meta[name="description"]', 'link[rel="canonical"]', 'meta[name="theme-color"]', "title"])
    expect(await count(single), `one ${single}`).toBe(1)

  expect(await meta("property", "og:title")).toBe(fullTitle)
  expect(await meta("property", "og:description")).toBe(description)
  expect(await meta("property", "og:url")).toBe(canonical(path))
  expect(await meta("property", "og:type")).toBe("website")
  expect(await meta("property", "og:site_name")).toBe(site.name)
  expect(await meta("property", "og:image:alt")).toBe(fullTitle)
  expect(await meta("name", "twitter:card")).toBe("summary_large_image")
  expect(await meta("name", "twitter:image:alt")).toBe(fullTitle)
  // X takes the rest from og: (above) when no twitter: tag says otherwise, as none may.
  for (const fallback of ["twitter:title", "twitter:description", "twitter:image"])
    expect(await meta("name", fallback), fallback).toBeNull()

  const image = (await meta("property", "og:image"))!
  expect(image).toMatch(new RegExp(`^${siteUrl}/share/[a-z0-9-]+\\.png$`))
  expect([await meta("property", "og:image:width"), await meta("property", "og:image:height")]).toEqual(["1200", "630"])
  const drawn = await fetchImage(request, image)
  expect([drawn.format, drawn.width, drawn.height]).toEqual(["png", 1200, 630])
}

/**
 * One BreadcrumbList, as Google asks (positions from 1, a name on each, an address on all but the
 * last), naming the visible breadcrumb's pages, which are `names`, at the addresses it links to.
 */
export async function expectBreadcrumbJsonLd(page: Page, names: string[]) {
  const lists = (await jsonLd(page)).filter(node => node["@type"] === "BreadcrumbList")
  expect(lists).toHaveLength(1)
  const items: JsonLdNode[] = lists[0].itemListElement
  expect(items.map(item => [item["@type"], item.position])).toEqual(names.map((_, index) => ["ListItem", index + 1]))
  const visible = page.getByRole("navigation", { name: site.labels.breadcrumb }).getByRole("listitem")
  expect(await visible.allInnerTexts()).toEqual(names)
  expect(items.map(item => item.name)).toEqual(names)
  const links = await visible.getByRole("link").evaluateAll(anchors => anchors.map(a => a.getAttribute("href")!))
  expect(items.map(item => item.item)).toEqual([...links, new URL(page.url()).pathname].map(canonical))
}
