import { graphql, Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Reveal } from "../../motion/reveal"
import { Picture } from "./picture"
import * as styles from "./product-card.module.css"

export interface ProductCardProps {
  product: Queries.ProductCardFragment
  contactLabel: string
  /** Read after the label by screen readers, before the product's name: "Contact Us about Batteries". */
  contactContext: string
}

/** The path of the contact page with the product's enquiry text in the message box. */
export function productEnquiryPath(message: string): string {
  return `/contact?message=${encodeURIComponent(message)}`
}

/** A product category: image, highlighted title, optional brand line, description, Contact Us. */
export function ProductCard({ product, contactLabel, contactContext }: ProductCardProps) {
  const image = product.image?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined
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
        <h2 className={styles.title}>
          <span>{product.primaryTitle}</span>
        </h2>
        {product.secondaryTitle && <p className={styles.brands}>{product.secondaryTitle}</p>}
        <p className={styles.description}>{product.description}</p>
        <Link to={productEnquiryPath(product.contactUsMessage)} className={styles.contact}>
          {contactLabel}
          <span className="visually-hidden">
            {" "}
            {contactContext} {product.primaryTitle}
          </span>
        </Link>
      </div>
    </Reveal>
  )
}

export const query = graphql`
  fragment ProductCard on ProductsJson {
    primaryTitle
    secondaryTitle
    description
    imageAlt
    contactUsMessage
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 400, aspectRatio: 1.3333)
      }
    }
  }
`
