import { ProductGrid } from "../../../components/sections/product-grid"
import type { PreviewProps } from "../decap"
import { productCardOf } from "./entry-fragments"
import pages from "../../../../content/pages.json"

/**
 * A product as its card on Our Products, in the page's grid so it has the page's width. The
 * button's words come from content/pages.json as published: the preview shows one entry.
 */
export function ProductPreview(props: PreviewProps) {
  return (
    <ProductGrid
      products={[productCardOf(props)]}
      contactLabel={pages.products.contactLabel}
      contactContext={pages.products.contactContext}
    />
  )
}
