import { graphql, useStaticQuery } from "gatsby"

/** The company's identity and contact details from content/site.json. */
export function useSite() {
  const { siteJson } = useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      siteJson {
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
  if (!siteJson) throw new Error("content/site.json is missing")
  return siteJson
}

export type Site = ReturnType<typeof useSite>
