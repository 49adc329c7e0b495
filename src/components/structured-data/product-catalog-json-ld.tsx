import { useSiteUrl } from "../../hooks/use-site-url"
import { pageUrl } from "../../lib/page-url"
import { JsonLd } from "./json-ld"

export interface ProductCatalogJsonLdProps {
  name: string
  description: string
  pathname: string
  products: readonly Pick<Queries.ProductCardFragment, "primaryTitle" | "description">[]
}

/**
 * The product categories as a schema.org OfferCatalog of one catalog per category, the way
 * schema.org's own hasOfferCatalog example nests them. A category is not a single Product, and
 * Google would report a Product without a price or reviews as an error.
 */
export function ProductCatalogJsonLd({ name, description, pathname, products }: ProductCatalogJsonLdProps) {
  const url = pageUrl(useSiteUrl(), pathname)
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "OfferCatalog",
        "@id": `${url}#catalog`,
        name,
        description,
        url,
        numberOfItems: products.length,
        itemListElement: products.map((product, index) => ({
          "@type": "OfferCatalog",
          position: index + 1,
          name: product.primaryTitle,
          ...(product.description && { description: product.description }),
        })),
      }}
    />
  )
}
