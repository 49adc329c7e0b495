import { graphql, useStaticQuery } from "gatsby"

/**
 * Everything every page needs from content/site.json, the brands and the site URL, in one query:
 * each static query is a request of its own as a page loads.
 */
export function useSiteContent() {
  return useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allBrandsJson(filter: { shown: { eq: true }, language: { eq: "en" } }, sort: { order: ASC }) {
        nodes {
          title
        }
      }
      siteJson(language: { eq: "en" }) {
        name
        legalName
        businessType
        url
        description
        blurb
        logo {
          publicURL
        }
        logoLight {
          publicURL
        }
        icon {
          publicURL
        }
        themeColor
        address {
          street
          city
          region
          postalCode
          country
          countryCode
        }
        geo {
          latitude
          longitude
        }
        areaServed
        priceRange
        phones
        emails
        whatsapp
        hours {
          label
          days
          opens
          closes
          utcOffsetMinutes
        }
        social {
          network
          url
        }
        navigation {
          path
          header
          footer
        }
        labels {
          skipToContent
          openMenu
          closeMenu
          mainNavigation
          breadcrumb
          home
          quickLinks
          contactDetails
          followUs
          rightsReserved
          openNow
          closedNow
          whatsapp
        }
        contactBlock {
          title
          text
          callLabel
          enquiryLabel
          enquiryPath
        }
      }
    }
  `)
}

/** The company's identity and contact details from content/site.json. */
export function useSite() {
  const { siteJson } = useSiteContent()
  if (!siteJson) throw new Error("content/site.json is missing")
  return siteJson
}

export type Site = ReturnType<typeof useSite>
