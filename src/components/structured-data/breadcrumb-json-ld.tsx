import { usePathInLanguage } from "../../hooks/use-language"
import { useSite } from "../../hooks/use-site"
import { useSiteUrl } from "../../hooks/use-site-url"
import { pageUrl } from "../../lib/page-url"
import type { Crumb } from "../ui/breadcrumb"
import { JsonLd } from "./json-ld"

export interface BreadcrumbJsonLdProps {
  /** The page's name, as the visible breadcrumb (src/components/ui/breadcrumb.tsx) ends with it. */
  current: string
  pathname: string
  /** The pages between Home and this one, as in the visible breadcrumb. */
  parents?: readonly Crumb[]
}

/** The visible breadcrumb, Home, any pages between, then the page, as a schema.org BreadcrumbList. */
export function BreadcrumbJsonLd({ current, pathname, parents = [] }: BreadcrumbJsonLdProps) {
  const { labels } = useSite()
  const siteUrl = useSiteUrl()
  const inLanguage = usePathInLanguage()
  const trail = [
    ...[{ name: labels.home, path: "/" }, ...parents].map(crumb => ({ ...crumb, path: inLanguage(crumb.path) })),
    { name: current, path: pathname },
  ]
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: trail.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: pageUrl(siteUrl, crumb.path),
        })),
      }}
    />
  )
}
