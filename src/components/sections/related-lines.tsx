import { graphql } from "gatsby"
import { productLinePath } from "../../lib/catalogue-paths"
import { Reveal } from "../../motion/reveal"
import { Link } from "../ui/link"
import { Section, type SectionProps } from "../ui/section"
import * as styles from "./related-lines.module.css"

export interface RelatedLinesProps extends Pick<SectionProps, "id" | "tone"> {
  title: string
  lines: readonly Queries.RelatedLineFragment[]
}

/**
 * A product line's related lines, each by its name (a link to its page) and its brands. Not the
 * products page's cards: their pictures, descriptions and Contact Us were 0.6 KB of a product page's
 * compressed HTML, which then took a second round trip to arrive, for lines a visitor goes to read.
 */
export function RelatedLines({ id = "related", title, lines, tone }: RelatedLinesProps) {
  return (
    <Section id={id} title={title} tone={tone}>
      <ul className={styles.lines}>
        {lines.map(line => (
          <Reveal as="li" kind="card" key={line.fields.slug} className={styles.line}>
            <h3 className={styles.name}>
              <Link to={productLinePath(line.fields.slug)} className={styles.link}>
                {line.primaryTitle}
              </Link>
            </h3>
            {line.secondaryTitle && <p className={styles.brands}>{line.secondaryTitle}</p>}
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}

export const query = graphql`
  fragment RelatedLine on ProductsJson {
    fields {
      slug
    }
    primaryTitle
    secondaryTitle
  }
`
