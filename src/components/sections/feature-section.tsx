import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Reveal } from "../../motion/reveal"
import { ButtonLink } from "../ui/button-link"
import { Picture } from "../ui/picture"
import * as styles from "./feature-section.module.css"

export interface FeatureSectionProps {
  id: string
  section: Queries.FeatureSectionFragment
  to: string
  /** Puts the image on the right on wide screens. */
  reversed?: boolean
  tone?: "light" | "tint"
}

/** A home page section with an image beside a title, text and a Read More link. */
export function FeatureSection({ id, section, to, reversed = false, tone = "light" }: FeatureSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section} data-tone={tone}>
      <div className={styles.inner} data-reversed={reversed}>
        <Reveal className={styles.media}>
          <Picture
            image={section.image.childImageSharp?.gatsbyImageData as IGatsbyImageData}
            alt={section.imageAlt}
            sizes="(min-width: 900px) 34rem, 92vw"
          />
        </Reveal>
        <Reveal className={styles.text}>
          <p className={styles.tagline}>{section.tagline}</p>
          <h2 id={`${id}-title`}>{section.title}</h2>
          <p>{section.text}</p>
          <ButtonLink to={to} context={section.linkContext} variant="outline">
            {section.linkLabel}
          </ButtonLink>
        </Reveal>
      </div>
    </section>
  )
}

export const query = graphql`
  fragment FeatureSection on HomeJsonSection {
    title
    tagline
    text
    imageAlt
    linkLabel
    linkContext
    image {
      childImageSharp {
        # Its width and twice it: drawn wider than half its width on every screen, it never used the copies
        # at a quarter and half of it.
        gatsbyImageData(layout: CONSTRAINED, width: 560, aspectRatio: 1.3333, outputPixelDensities: [1, 2])
      }
    }
  }
`
