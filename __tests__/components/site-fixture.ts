import { useStaticQuery } from "gatsby"
import fs from "node:fs"
import path from "node:path"
import { en as site } from "../../content/site.json"
import { fixedUtcOffsetMinutes } from "../../src/node/time-zone"

/** The brands in content/brands/, in their order, as the query sorts them. */
function brandTitles() {
  const dir = path.join(__dirname, "../../content/brands")
  return fs
    .readdirSync(dir)
    .filter(name => name.endsWith(".json"))
    .map(name => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as { order: number; title: string })
    .sort((a, b) => a.order - b.order)
    .map(({ title }) => ({ title }))
}

/** The site data as the SiteContent query returns it, taken from content/site.json. */
export function siteQueryResult(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    siteJson: {
      ...site,
      logo: { publicURL: "/static/logo.svg" },
      logoLight: { publicURL: "/static/logo-light.svg" },
      icon: { publicURL: "/static/icon.svg" },
      hours: { ...site.hours, utcOffsetMinutes: fixedUtcOffsetMinutes(site.hours.timeZone) },
      ...overrides,
    },
    site: { siteMetadata: { siteUrl: "https://www.example.in" } },
    allBrandsJson: { nodes: brandTitles() },
  }
}

export function mockSiteQuery(overrides: Partial<Record<string, unknown>> = {}) {
  ;(useStaticQuery as jest.Mock).mockReturnValue(siteQueryResult(overrides))
}
