import { graphql, useStaticQuery } from "gatsby"

/** The site's absolute address: SITE_URL at build time, or the default in content/site.json. */
export function useSiteUrl(): string {
  const { site } = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = site?.siteMetadata?.siteUrl
  if (!siteUrl) throw new Error("siteMetadata.siteUrl is not set in gatsby-config.ts")
  return siteUrl
}
