import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { enquiryPath } from "../../lib/enquiry-path"
import { Breadcrumb, type Crumb } from "../ui/breadcrumb"
import { ButtonLink } from "../ui/button-link"
import { Link } from "../ui/link"
import { Picture } from "../ui/picture"
import * as styles from "./product-line-hero.module.css"

export interface ProductLineHeroProps {
  line: Queries.ProductLineHeroFragment
  /** The pages above the line in its breadcrumb: Our Products. */
  parents: readonly Crumb[]
  contactLabel: string
  /** Read after the label by screen readers, before the line's name: "Contact Us about Batteries". */
  contactContext: string
  /** The way to book a service for one already owned: "Already have one? Book a service". */
  service: { question: string; label: string; to: string }
}

/**
 * The top of a product line's page: breadcrumb, name, brand line, the card's description, the
 * enquiry with the line's message and the way to book a service, beside its image, the page's main one.
 */
export function ProductLineHero({ line, parents, contactLabel, contactContext, service }: ProductLineHeroProps) {
  const image = line.image?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined
  return (
    <header className={styles.hero}>
      <div className={styles.inner} data-image={Boolean(image)}>
        <div className={styles.text}>
          <Breadcrumb current={line.primaryTitle} parents={parents} />
          <h1>{line.primaryTitle}</h1>
          {line.secondaryTitle && <p className={styles.brands}>{line.secondaryTitle}</p>}
          <p className={styles.lead}>{line.description}</p>
          <ButtonLink
            to={enquiryPath(line.contactUsMessage)}
            context={`${contactContext} ${line.primaryTitle}`}
            variant="light"
          >
            {contactLabel}
          </ButtonLink>
          <p className={styles.service}>
            {service.question} <Link to={service.to}>{service.label}</Link>
          </p>
        </div>
        {image && (
          <Picture
            image={image}
            alt={line.imageAlt ?? ""}
            eager
            sizes="(min-width: 900px) 32rem, calc(100vw - 3rem)"
            className={styles.image}
          />
        )}
      </div>
    </header>
  )
}

// 336 to 1120 px wide: a phone's 342 CSS px at its 1.75 to 3 device pixels, up to 32rem at 2.
export const query = graphql`
  fragment ProductLineHero on ProductsJson {
    primaryTitle
    secondaryTitle
    description
    contactUsMessage
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          layout: CONSTRAINED
          width: 560
          aspectRatio: 1.3333
          outputPixelDensities: [0.6, 0.9, 1.2, 1.5, 2]
        )
      }
    }
  }
`
