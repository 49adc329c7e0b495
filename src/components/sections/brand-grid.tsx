import { graphql } from "gatsby"
import { Reveal } from "../../motion/reveal"
import { BrandLogo } from "../ui/brand-logo"
import { Section } from "../ui/section"
import * as styles from "./brand-grid.module.css"

export interface BrandGridProps {
  brands: readonly Queries.BrandLogoFragment[]
  /** A heading over the logos, where they are one section of a page. */
  title?: string
  id?: string
  tone?: "light" | "tint"
}

/** Brands' logos, each linking to its page, in a grid of 2, 3, 4 and then 6 columns. */
export function BrandGrid({ brands, title, id, tone }: BrandGridProps) {
  return (
    <Section id={id} title={title} tone={tone}>
      <ul className={styles.grid} data-layout={title ? "centred" : "columns"}>
        {brands.map(brand => (
          <Reveal as="li" kind="card" key={brand.fields.slug}>
            <BrandLogo brand={brand} />
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}

export const query = graphql`
  fragment BrandGrid on BrandsJsonConnection {
    nodes {
      ...BrandLogo
    }
  }
`
