import { useStaticQuery } from "gatsby"
import fs from "node:fs"
import path from "node:path"
import type { Site } from "../../src/hooks/use-site"
import { contentNodes } from "../../src/node/content-nodes"
import { fixedUtcOffsetMinutes } from "../../src/node/time-zone"
import privacy from "../../content/privacy.json"
import service from "../../content/service.json"

const contentDir = path.join(__dirname, "../../content")

/** The brands in content/brands/, in their order, in every language, as the query sorts them. */
function brandTitles() {
  const dir = path.join(contentDir, "brands")
  return fs
    .readdirSync(dir)
    .filter(name => name.endsWith(".json"))
    .flatMap(name => contentNodes(contentDir, path.join(dir, name)))
    .map(({ language, data }) => ({ language, ...(data as { order: number; title: string }) }))
    .sort((a, b) => a.order - b.order)
    .map(({ language, title }) => ({ language, title }))
}

type SiteNode = Record<string, unknown> & { hours: { timeZone: string } }

/**
 * The site data as the SiteContent query returns it, taken from content/site.json in every language
 * (the build's own entries: content-nodes.ts). `overrides` change the English entry.
 */
export function siteQueryResult(overrides: Partial<Record<string, unknown>> = {}) {
  const sites = contentNodes(contentDir, path.join(contentDir, "site.json")).map(({ language, data }) => {
    const site = data as SiteNode
    return {
      ...site,
      language,
      logo: { publicURL: "/static/logo.svg" },
      logoLight: { publicURL: "/static/logo-light.svg" },
      icon: { svgDataUrl: "data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'/%3e" },
      hours: { ...site.hours, utcOffsetMinutes: fixedUtcOffsetMinutes(site.hours.timeZone) },
      ...(language === "en" && overrides),
    }
  })
  return {
    allSiteJson: { nodes: sites },
    site: { siteMetadata: { siteUrl: "https://www.example.in" } },
    allBrandsJson: { nodes: brandTitles() },
    allServiceJson: { nodes: [{ language: "en", linkLabel: service.en.linkLabel }] },
    allPrivacyJson: {
      nodes: [{ language: "en", linkLabel: privacy.en.linkLabel, formLine: privacy.en.formLine }],
    },
  }
}

/** The English site entry of siteQueryResult(), as useSite() gives it on an English page. */
export const englishSite = (overrides: Partial<Record<string, unknown>> = {}) =>
  siteQueryResult(overrides).allSiteJson.nodes.find(node => node.language === "en") as unknown as Site

export function mockSiteQuery(overrides: Partial<Record<string, unknown>> = {}) {
  ;(useStaticQuery as jest.Mock).mockReturnValue(siteQueryResult(overrides))
}
