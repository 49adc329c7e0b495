import { useSiteContent } from "./use-site"

/** The site's absolute address: SITE_URL at build time, or the default in content/site.json. */
export function useSiteUrl(): string {
  const siteUrl = useSiteContent().site?.siteMetadata?.siteUrl
  if (!siteUrl) throw new Error("siteMetadata.siteUrl is not set in gatsby-config.ts")
  return siteUrl
}
