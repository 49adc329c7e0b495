import { graphql } from "gatsby"
import { ProductCard } from "../ui/product-card"
import { Section } from "../ui/section"
import * as styles from "./product-grid.module.css"

export interface ProductGridProps {
  products: readonly Queries.ProductCardFragment[]
  contactLabel: string
  contactContext: string
  /** A heading over the cards, where they are one section of a page (their titles are then h3). */
  title?: string
  id?: string
  tone?: "light" | "tint"
}

/** Product cards in a grid of 1, 2 and then 3 columns. */
export function ProductGrid({ products, contactLabel, contactContext, title, id, tone }: ProductGridProps) {
  return (
    <Section id={id} title={title} tone={tone}>
      <ul className={styles.grid}>
        {products.map(product => (
          <li key={product.fields.slug}>
            <ProductCard
              product={product}
              contactLabel={contactLabel}
              contactContext={contactContext}
              headingLevel={title ? "h3" : "h2"}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}

export const query = graphql`
  fragment ProductGrid on ProductsJsonConnection {
    nodes {
      ...ProductCard
    }
  }
`
