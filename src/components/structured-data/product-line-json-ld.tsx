import { graphql } from "gatsby"
import type { Service, WithContext } from "schema-dts"
import { useSite } from "../../hooks/use-site"
import { useSiteUrl } from "../../hooks/use-site-url"
import { brandPath, productLinePath } from "../../lib/catalogue-paths"
import { pageUrl } from "../../lib/page-url"
import { brandId } from "./brand-json-ld"
import { JsonLd } from "./json-ld"
import { photoUrls } from "./photo-urls"
import { businessId } from "./local-business-json-ld"

/** The one identifier of a product line, so related lines can point at it. */
const serviceId = (siteUrl: string, slug: string) => `${pageUrl(siteUrl, productLinePath(slug))}#service`

export interface ProductLineSchemaInput {
  line: Queries.ProductLineJsonLdFragment
  /** The lines the page suggests beside this one (createPages ranks them). */
  related: readonly Queries.RelatedProductLineJsonLdFragment[]
  siteUrl: string
  /** The line's image as the page shows it, a path on the site. */
  imagePath?: string
  /** The line's gallery: photos of the company's work in it. */
  photos?: readonly Queries.PhotoGalleryPhotoFragment[]
  /** The heading of what the company supplies in the line, the name of its catalogue. */
  catalogName: string
  areaServed: readonly string[]
}

/**
 * A product line as schema.org describes what a business offers: a Service provided by the business
 * (the same node as its LocalBusiness), with the brands it carries, what it supplies as a catalogue,
 * and the lines related to it. Not a Product: a line has no single price, and Google reports a
 * Product without one as an error.
 */
export function productLineSchema({
  line,
  related,
  siteUrl,
  imagePath,
  photos = [],
  catalogName,
  areaServed,
}: ProductLineSchemaInput): WithContext<Service> {
  const url = pageUrl(siteUrl, productLinePath(line.fields.slug))
  const images = [...(imagePath ? [`${siteUrl}${imagePath}`] : []), ...photoUrls(photos, siteUrl)]
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": serviceId(siteUrl, line.fields.slug),
    name: line.primaryTitle,
    serviceType: line.primaryTitle,
    description: line.description,
    url,
    ...(images.length > 0 && { image: images.length === 1 ? images[0] : images }),
    provider: { "@id": businessId(siteUrl) },
    areaServed,
    ...(line.brands.length > 0 && {
      brand: line.brands.map(brand => ({
        "@type": "Brand",
        "@id": brandId(siteUrl, brand.fields.slug),
        name: brand.title,
        url: pageUrl(siteUrl, brandPath(brand.fields.slug)),
      })),
    }),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: catalogName,
      // In order, each a ListItem: schema.org gives position to a ListItem, not to the catalogue it holds.
      itemListElement: line.supplies.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        item: { "@type": "OfferCatalog", name: item.title, description: item.text },
      })),
    },
    isRelatedTo: related.map(other => ({
      "@type": "Service",
      "@id": serviceId(siteUrl, other.fields.slug),
      name: other.primaryTitle,
      url: pageUrl(siteUrl, productLinePath(other.fields.slug)),
    })),
  }
}

export type ProductLineJsonLdProps = Omit<ProductLineSchemaInput, "siteUrl" | "areaServed">

export function ProductLineJsonLd(props: ProductLineJsonLdProps) {
  const siteUrl = useSiteUrl()
  const { areaServed } = useSite()
  return <JsonLd data={productLineSchema({ ...props, siteUrl, areaServed })} />
}

export const query = graphql`
  fragment ProductLineJsonLd on ProductsJson {
    fields {
      slug
    }
    primaryTitle
    description
    brands {
      fields {
        slug
      }
      title
    }
    supplies {
      title
      text
    }
  }

  fragment RelatedProductLineJsonLd on ProductsJson {
    fields {
      slug
    }
    primaryTitle
  }
`
