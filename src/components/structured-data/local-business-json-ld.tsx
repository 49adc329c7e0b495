import type { DayOfWeek, LocalBusinessLeaf, WithContext } from "schema-dts"
import { useBrandNames } from "../../hooks/use-brand-names"
import { useMapHref, useSite, type Site } from "../../hooks/use-site"
import { useSiteUrl } from "../../hooks/use-site-url"
import { APP_ICONS } from "../../lib/app-icons"
import { mapHref } from "../../lib/contact-links"
import { pathInLanguage, type Language } from "../../lib/languages"
import { pageUrl } from "../../lib/page-url"
import { shareImagePath } from "../../lib/share-image"
import { JsonLd } from "./json-ld"

/** The one identifier of the business, so other structured data can point at it. */
export function businessId(siteUrl: string): string {
  return `${siteUrl}/#business`
}

/** The business as Google's LocalBusiness guidelines describe it, all from content/site.json and content/brands. */
export function localBusinessSchema(
  site: Site,
  siteUrl: string,
  brandNames: string[],
  mapLink = mapHref(site),
): WithContext<LocalBusinessLeaf> {
  const { address, geo, hours } = site
  const home = pathInLanguage("/", site.language as Language)
  return {
    "@context": "https://schema.org",
    // One of the kinds of local business the content check allows (LOCAL_BUSINESS_TYPES), typed as their common base.
    "@type": site.businessType as "LocalBusiness",
    "@id": businessId(siteUrl),
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: pageUrl(siteUrl, home),
    logo: `${siteUrl}${APP_ICONS.large.path}`,
    image: [`${siteUrl}${shareImagePath(home)}`, `${siteUrl}${APP_ICONS.large.path}`],
    telephone: site.phones[0],
    email: site.emails[0],
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    ...(geo && { geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude } }),
    hasMap: mapLink,
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days as DayOfWeek[],
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    priceRange: site.priceRange,
    areaServed: site.areaServed,
    ...(site.social.length > 0 && { sameAs: site.social.map(profile => profile.url) }),
    brand: brandNames.map(name => ({ "@type": "Brand", name })),
  }
}

export function LocalBusinessJsonLd() {
  return <JsonLd data={localBusinessSchema(useSite(), useSiteUrl(), useBrandNames(), useMapHref())} />
}
