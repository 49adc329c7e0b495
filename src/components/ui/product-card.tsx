import { graphql } from "gatsby"
import { Link } from "./link"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { productLinePath } from "../../lib/catalogue-paths"
import { enquiryPath } from "../../lib/enquiry-path"
import { Reveal } from "../../motion/reveal"
import { Picture } from "./picture"
import * as styles from "./product-card.module.css"

export interface ProductCardProps {
  product: Queries.ProductCardFragment
  contactLabel: string
  /** Read after the label by screen readers, before the product's name: "Contact Us about Batteries". */
  contactContext: string
  /** h2 on the products page; h3 where the cards sit under a section's heading. */
  headingLevel?: "h2" | "h3"
}

/**
 * A product category: image, highlighted title, optional brand line, description, Contact Us.
 * The title links to the line's page, and the whole card answers a tap as that link does; Contact
 * Us stays a link of its own, above it.
 */
export function ProductCard({ product, contactLabel, contactContext, headingLevel = "h2" }: ProductCardProps) {
  const image = product.image?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined
  const Heading = headingLevel
  return (
    <Reveal as="article" className={styles.card}>
      {image && (
        <Picture
          image={image}
          alt={product.imageAlt ?? ""}
          sizes="(min-width: 1100px) 22rem, (min-width: 700px) 45vw, 92vw"
          className={styles.image}
        />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={productLinePath(product.fields.slug)} className={styles.link}>
            <span>{product.primaryTitle}</span>
          </Link>
        </Heading>
        {product.secondaryTitle && <p className={styles.brands}>{product.secondaryTitle}</p>}
        <p className={styles.description}>{product.description}</p>
        <Link to={enquiryPath(product.contactUsMessage)} className={styles.contact}>
          {contactLabel}
          <span className="visually-hidden">{` ${contactContext} ${product.primaryTitle}`}</span>
        </Link>
      </div>
    </Reveal>
  )
}

export const query = graphql`
  fragment ProductCard on ProductsJson {
    fields {
      slug
    }
    primaryTitle
    secondaryTitle
    description
    imageAlt
    contactUsMessage
    image {
      childImageSharp {
        # Its width and twice it: drawn wider than half its width on every screen, it never used the copies
        # at a quarter and half of it.
        gatsbyImageData(layout: CONSTRAINED, width: 400, aspectRatio: 1.3333, outputPixelDensities: [1, 2])
      }
    }
  }
`
