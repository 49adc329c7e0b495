import { graphql } from "gatsby"
import * as styles from "./brand-logo.module.css"

export interface BrandLogoProps {
  brand: Queries.BrandLogoFragment
}

/** A brand's logo on a white tile; SVG logos are shown as images with their width and height. */
export function BrandLogo({ brand }: BrandLogoProps) {
  return (
    <figure className={styles.tile}>
      <img src={brand.logo.publicURL ?? ""} alt={brand.title} width={240} height={96} loading="lazy" decoding="async" />
    </figure>
  )
}

export const query = graphql`
  fragment BrandLogo on BrandsJson {
    title
    logo {
      publicURL
    }
  }
`
