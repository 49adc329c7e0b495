import { graphql } from "gatsby"
import { Link } from "../ui/link"
import { Reveal } from "../../motion/reveal"
import { Section } from "../ui/section"
import { BrandLogo } from "../ui/brand-logo"
import * as styles from "./brand-strip.module.css"

export interface BrandStripProps {
  strip: Queries.BrandStripFragment
}

/** Six brand logos on the home page, linking to the full list. */
export function BrandStrip({ strip }: BrandStripProps) {
  return (
    <Section id="brands" title={strip.title} intro={strip.text} tone="tint">
      <Reveal as="div">
        <ul className={styles.strip}>
          {strip.logos.map(brand => (
            <li key={brand.title}>
              <BrandLogo brand={brand} />
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to="/our-brands">{strip.linkLabel}</Link>
        </p>
      </Reveal>
    </Section>
  )
}

export const query = graphql`
  fragment BrandStrip on HomeJsonBrandStrip {
    title
    text
    linkLabel
    logos {
      ...BrandLogo
    }
  }
`
