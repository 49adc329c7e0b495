/** What ranking needs of a product line: its place on the products page and the brands it names. */
export interface RankedProductLine {
  id: string
  order: number
  brands: readonly string[]
}

/**
 * The product lines a visitor to one line's page may want next: those that share the most brands
 * with it first (a buyer of APC UPS weighs APC racks), then those nearest it on the products page,
 * where lines that go together sit together.
 */
export function relatedProductLines<T extends RankedProductLine>(line: T, all: readonly T[], count = 3): T[] {
  const sharedBrands = (other: T) => other.brands.filter(brand => line.brands.includes(brand)).length
  const distance = (other: T) => Math.abs(other.order - line.order)
  return all
    .filter(other => other.id !== line.id)
    .sort((a, b) => sharedBrands(b) - sharedBrands(a) || distance(a) - distance(b) || a.order - b.order)
    .slice(0, count)
}

/** The product lines that name a brand, in the order of the products page. */
export function productLinesCarrying<T extends RankedProductLine>(brand: string, all: readonly T[]): T[] {
  return all.filter(line => line.brands.includes(brand)).sort((a, b) => a.order - b.order)
}
