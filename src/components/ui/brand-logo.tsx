import { graphql } from "gatsby"
import { Link } from "./link"
import { brandPath } from "../../lib/catalogue-paths"
import * as styles from "./brand-logo.module.css"

export interface BrandLogoProps {
  brand: Queries.BrandLogoFragment
}

/** A brand's logo on a white tile, linking to the brand's page; SVG logos are shown with their width and height. */
export function BrandLogo({ brand }: BrandLogoProps) {
  return (
    <Link to={brandPath(brand.fields.slug)} className={styles.tile}>
      <img src={brand.logo.publicURL ?? ""} alt={brand.title} width={240} height={96} loading="lazy" decoding="async" />
    </Link>
  )
}

export const query = graphql`
  fragment BrandLogo on BrandsJson {
    fields {
      slug
    }
    title
    logo {
      publicURL
    }
  }
`
