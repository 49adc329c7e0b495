import { graphql, useStaticQuery } from "gatsby"
import { mapHref } from "../lib/contact-links"
import { DEFAULT_LANGUAGE, type Language } from "../lib/languages"
import { useLanguage } from "./use-language"

/**
 * Everything every page needs from content/site.json, the brands, the service page's and the privacy notice's links and the site URL, in one query and in
 * every language (a static query takes no variables, and each is a request of its own as a page loads):
 * useSite() and useBrandNames() pick the page's language.
 */
export function useSiteContent() {
  return useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allBrandsJson(filter: { shown: { eq: true } }, sort: { order: ASC }) {
        nodes {
          language
          title
        }
      }
      allServiceJson {
        nodes {
          language
          linkLabel
        }
      }
      allPrivacyJson {
        nodes {
          language
          linkLabel
          formLine
        }
      }
      allSiteJson {
        nodes {
          language
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
            svgDataUrl
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
            map
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
    }
  `)
}

export type Site = Queries.SiteContentQuery["allSiteJson"]["nodes"][number]

/**
 * The company's identity and contact details from content/site.json, in the page's language (or the
 * one named, by what provides the page's language: the layout and the head).
 */
export function useSite(language?: Language): Site {
  const pageLanguage = useLanguage()
  const wanted = language ?? pageLanguage
  const site = useSiteContent().allSiteJson.nodes.find(node => node.language === wanted)
  if (!site) throw new Error(`content/site.json has no "${wanted}"`)
  return site
}

/** The words of the footer's link to the service page, in the page's language (content/service.json). */
export function useServiceLinkLabel(): string {
  const language = useLanguage()
  return useSiteContent().allServiceJson.nodes.find(node => node.language === language)?.linkLabel ?? ""
}

/** The words of the links to the privacy notice, the footer's and the line beside a form's Send, in the page's language. */
export function usePrivacyLinkWords(): { linkLabel: string; formLine: string } {
  const language = useLanguage()
  return (
    useSiteContent().allPrivacyJson.nodes.find(node => node.language === language) ?? { linkLabel: "", formLine: "" }
  )
}

/**
 * The link that opens a map of the company's place (src/lib/contact-links.ts): at its position, or, where
 * content/site.json gives none, in every language at the address as written in English, which is how Google
 * Maps knows the place.
 */
export const useMapHref = () => mapHref(useSite(DEFAULT_LANGUAGE))
