import { useStaticQuery } from "gatsby"
import site from "../../content/site.json"
import { fixedUtcOffsetMinutes } from "../../src/node/time-zone"

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
  }
}

export function mockSiteQuery(overrides: Partial<Record<string, unknown>> = {}) {
  ;(useStaticQuery as jest.Mock).mockReturnValue(siteQueryResult(overrides))
}
