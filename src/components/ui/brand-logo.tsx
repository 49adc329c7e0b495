import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Link } from "./link"
import { Picture } from "./picture"
import { brandPath } from "../../lib/catalogue-paths"
import * as styles from "./brand-logo.module.css"

export interface BrandLogoProps {
  brand: Queries.BrandLogoFragment
}

/**
 * A brand's logo on a white tile, linking to the brand's page. The logo is a lazy picture of its raster
 * copies (an SVG's drawn at the build, src/node/svg-raster.ts): a browser parses an SVG `<img>` on the
 * page's main thread, which on the home page's strip and Our Brands' grid made long tasks after the
 * first paint. Like every lazy picture, it is held until the page's main image is painted
 * (src/lib/held-pictures.ts).
 */
export function BrandLogo({ brand }: BrandLogoProps) {
  const image = brand.logo.raster.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined
  return (
    <Link to={brandPath(brand.fields.slug)} className={styles.tile}>
      {image ? <Picture image={image} alt={brand.title} sizes="180px" /> : brand.title}
    </Link>
  )
}

// At most 180 CSS pixels wide (brand-logo.module.css), at one and two times the density. In the logo's own
// format: an SVG's copy is a PNG, which sharp writes with a palette of at most 256 colours (libimagequant, at
// gatsby-config.ts's quality), as small as the SVG: Our Brands' eleven at twice the density are 13.2 KB, their
// SVGs 14.1 KB as the CDN compresses them, and in AVIF 40 KB.
export const query = graphql`
  fragment BrandLogo on BrandsJson {
    fields {
      slug
    }
    title
    logo {
      raster {
        childImageSharp {
          gatsbyImageData(
            layout: CONSTRAINED
            width: 180
            outputPixelDensities: [1, 2]
            formats: [AUTO]
            placeholder: NONE
          )
        }
      }
    }
  }
`
