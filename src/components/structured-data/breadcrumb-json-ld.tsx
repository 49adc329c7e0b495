import { useSite } from "../../hooks/use-site"
import { useSiteUrl } from "../../hooks/use-site-url"
import { pageUrl } from "../../lib/page-url"
import { JsonLd } from "./json-ld"

export interface BreadcrumbJsonLdProps {
  /** The page's name, as the visible breadcrumb (src/components/ui/breadcrumb.tsx) ends with it. */
  current: string
  pathname: string
}

/** The visible breadcrumb, Home then the page, as a schema.org BreadcrumbList. */
export function BreadcrumbJsonLd({ current, pathname }: BreadcrumbJsonLdProps) {
  const { labels } = useSite()
  const siteUrl = useSiteUrl()
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: labels.home, item: pageUrl(siteUrl, "/") },
          { "@type": "ListItem", position: 2, name: current, item: pageUrl(siteUrl, pathname) },
        ],
      }}
    />
  )
}
