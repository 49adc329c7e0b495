import { graphql } from "gatsby"
import type { DayOfWeek, Service, WithContext } from "schema-dts"
import { useSite } from "../../hooks/use-site"
import { useSiteUrl } from "../../hooks/use-site-url"
import { useLanguage } from "../../hooks/use-language"
import { pathInLanguage } from "../../lib/languages"
import { pageUrl } from "../../lib/page-url"
import { SERVICE_PATH } from "../../lib/catalogue-paths"
import { JsonLd } from "./json-ld"
import { businessId } from "./local-business-json-ld"

const EVERY_DAY: DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

export interface ServiceSchemaInput {
  service: Queries.ServiceJsonLdFragment
  /** The product lines serviced, by name in the page's language. */
  lineNames: readonly string[]
  url: string
  siteUrl: string
  areaServed: readonly string[]
}

/**
 * The company's repair and maintenance as schema.org describes a service: provided by the business
 * (its LocalBusiness, by @id), in the area it serves, for the product lines it services, with its
 * breakdown line answering at every hour of every day and its AMC plans as a catalogue, by name (prices
 * on request, so no Offer with a price).
 */
export function serviceSchema({
  service,
  lineNames,
  url,
  siteUrl,
  areaServed,
}: ServiceSchemaInput): WithContext<Service> {
  const allDay = {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: EVERY_DAY,
    opens: "00:00",
    closes: "23:59",
  } as const
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.title,
    serviceType: service.kinds.map(kind => kind.label),
    description: service.description,
    url,
    provider: { "@id": businessId(siteUrl) },
    areaServed: [...areaServed],
    category: [...lineNames],
    hoursAvailable: allDay,
    availableChannel: {
      "@type": "ServiceChannel",
      serviceUrl: url,
      servicePhone: {
        "@type": "ContactPoint",
        telephone: service.breakdownPhone,
        contactType: service.callLabel,
        areaServed: [...areaServed],
        hoursAvailable: allDay,
      },
    },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: service.plansTitle,
      itemListElement: service.plans.map((plan, index) => ({
        "@type": "ListItem",
        position: index + 1,
        // By name: what each covers is on the page beside it, where search engines read it.
        item: { "@type": "OfferCatalog", name: plan.name },
      })),
    },
  }
}

export interface ServiceJsonLdProps {
  service: Queries.ServiceJsonLdFragment
  lineNames: readonly string[]
}

export function ServiceJsonLd({ service, lineNames }: ServiceJsonLdProps) {
  const siteUrl = useSiteUrl()
  const { areaServed } = useSite()
  const url = pageUrl(siteUrl, pathInLanguage(SERVICE_PATH, useLanguage()))
  return <JsonLd data={serviceSchema({ service, lineNames, url, siteUrl, areaServed })} />
}

export const query = graphql`
  fragment ServiceJsonLd on ServiceJson {
    title
    description
    breakdownPhone
    callLabel
    kinds {
      label
    }
    plansTitle
    plans {
      name
    }
  }
`
