import { graphql } from "gatsby"
import { Reveal } from "../../motion/reveal"
import { BrandLogo } from "../ui/brand-logo"
import * as styles from "./brand-grid.module.css"

export interface BrandGridProps {
  brands: readonly Queries.BrandLogoFragment[]
}

/** Every brand's logo in a grid of 2, 3, 4 and then 6 columns. */
export function BrandGrid({ brands }: BrandGridProps) {
  return (
    <div className={styles.wrapper}>
      <ul className={styles.grid}>
        {brands.map(brand => (
          <Reveal as="li" kind="card" key={brand.title}>
            <BrandLogo brand={brand} />
          </Reveal>
        ))}
      </ul>
    </div>
  )
}

export const query = graphql`
  fragment BrandGrid on BrandsJsonConnection {
    nodes {
      ...BrandLogo
    }
  }
`
