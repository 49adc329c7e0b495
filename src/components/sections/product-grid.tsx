import { graphql } from "gatsby"
import { ProductCard } from "../ui/product-card"
import * as styles from "./product-grid.module.css"

export interface ProductGridProps {
  products: readonly Queries.ProductCardFragment[]
  contactLabel: string
  contactContext: string
}

export function ProductGrid({ products, contactLabel, contactContext }: ProductGridProps) {
  return (
    <div className={styles.wrapper}>
      <ul className={styles.grid}>
        {products.map(product => (
          <li key={product.primaryTitle}>
            <ProductCard product={product} contactLabel={contactLabel} contactContext={contactContext} />
          </li>
        ))}
      </ul>
    </div>
  )
}

export const query = graphql`
  fragment ProductGrid on ProductsJsonConnection {
    nodes {
      ...ProductCard
    }
  }
`
