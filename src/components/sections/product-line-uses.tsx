import { graphql } from "gatsby"
import { Reveal } from "../../motion/reveal"
import { Icon } from "../../icons/icon"
import { Section } from "../ui/section"
import * as styles from "./product-line-uses.module.css"

export interface ProductLineUsesProps {
  line: Queries.ProductLineUsesFragment
  title: string
}

/** Where businesses typically use the line, as a ticked list. */
export function ProductLineUses({ line, title }: ProductLineUsesProps) {
  return (
    <Section id="uses" title={title}>
      <Reveal as="div">
        <ul className={styles.uses}>
          {line.uses.map(use => (
            <li key={use}>
              <Icon name="check" className={styles.tick} />
              {use}
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  )
}

export const query = graphql`
  fragment ProductLineUses on ProductsJson {
    uses
  }
`
