import { graphql } from "gatsby"
import { Reveal } from "../../motion/reveal"
import { Section } from "../ui/section"
// The product cards' grid (one column, then two, then three), by its class rather than CSS's `composes`:
// a stylesheet one imports is not built as the site's others are (the design tokens stay unwritten).
import * as grid from "./product-grid.module.css"
import * as styles from "./product-line-supplies.module.css"

export interface ProductLineSuppliesProps {
  line: Queries.ProductLineSuppliesFragment
  title: string
}

/** What the company supplies in the line, each a short title and a sentence. */
export function ProductLineSupplies({ line, title }: ProductLineSuppliesProps) {
  return (
    <Section id="supplies" title={title} tone="tint">
      <ul className={grid.grid}>
        {line.supplies.map(item => (
          <Reveal as="li" kind="card" key={item.title} className={styles.item}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}

export const query = graphql`
  fragment ProductLineSupplies on ProductsJson {
    supplies {
      title
      text
    }
  }
`
