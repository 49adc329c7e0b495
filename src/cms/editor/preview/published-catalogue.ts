import type { OverlayContext } from "./entry-overlay"

/** Brands named by file name (a line's brands, the home logo strip), as Our Brands publishes them. */
export const brandLinks =
  (brands: Queries.BrandsPageQuery): OverlayContext["linked"] =>
  (collection, slug) =>
    collection === "brands" ? brands.allBrandsJson.nodes.find(brand => brand.fields.slug === slug) : undefined

/** Every published line as related-product-lines.ts ranks them: by its file name, its order and its brands. */
export const rankedProductLines = (lines: Queries.ProductsPageQuery) =>
  lines.allProductsJson.nodes.map(line => ({
    ...line,
    id: line.fields.slug,
    brands: line.brands.map(brand => brand.fields.slug),
  }))
