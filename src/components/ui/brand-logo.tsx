import { graphql } from "gatsby"
import { Link } from "./link"
import { useHydrated } from "../../hooks/use-hydrated"
import { brandPath } from "../../lib/catalogue-paths"
import { HELD_MEDIA, NOTHING } from "../../lib/held-pictures"
import * as styles from "./brand-logo.module.css"

export interface BrandLogoProps {
  brand: Queries.BrandLogoFragment
}

/**
 * A brand's logo on a white tile, linking to the brand's page; SVG logos are shown with their width and
 * height. Until the page has hydrated, the logo is held as a lazy picture is (src/lib/held-pictures.ts):
 * the home page's strip of seven logos, fetched with the page, shared a phone's connection with its
 * main image.
 */
export function BrandLogo({ brand }: BrandLogoProps) {
  const held = !useHydrated()
  const file = brand.logo.publicURL ?? ""
  return (
    <Link to={brandPath(brand.fields.slug)} className={styles.tile}>
      <picture>
        <source srcSet={file} media={held ? HELD_MEDIA : undefined} />
        {/* The box's proportions are in brand-logo.module.css too. */}
        <img src={NOTHING} alt={brand.title} width={240} height={96} loading="lazy" decoding="async" />
      </picture>
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
