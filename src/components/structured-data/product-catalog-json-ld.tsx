import { useSiteUrl } from "../../hooks/use-site-url"
import { productLinePath } from "../../lib/catalogue-paths"
import { pageUrl } from "../../lib/page-url"
import { JsonLd } from "./json-ld"

export interface ProductCatalogJsonLdProps {
  name: string
  description: string
  pathname: string
  products: readonly Pick<Queries.ProductCardFragment, "fields" | "primaryTitle" | "description">[]
}

/**
 * The product categories as a schema.org OfferCatalog of one catalog per category, the way
 * schema.org's own hasOfferCatalog example nests them, each at its own page. A category is not a
 * single Product, and Google would report a Product without a price or reviews as an error.
 */
export function ProductCatalogJsonLd({ name, description, pathname, products }: ProductCatalogJsonLdProps) {
  const siteUrl = useSiteUrl()
  const url = pageUrl(siteUrl, pathname)
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
        // In order, each a ListItem: schema.org gives position to a ListItem, not to the catalogue it holds.
        itemListElement: products.map((product, index) => ({
          "@type": "ListItem",
          position: index + 1,
          item: {
            "@type": "OfferCatalog",
            name: product.primaryTitle,
            description: product.description,
            url: pageUrl(siteUrl, productLinePath(product.fields.slug)),
          },
        })),
      }}
    />
  )
}
