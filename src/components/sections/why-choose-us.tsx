import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Reveal } from "../../motion/reveal"
import { Card } from "../ui/card"
import { Icon } from "../../icons/icon"
import { Section } from "../ui/section"
import * as styles from "./why-choose-us.module.css"

export interface WhyChooseUsProps {
  why: Queries.WhyChooseUsFragment
}

/** Four strengths and three cards (UPS, IT Products, Services). */
export function WhyChooseUs({ why }: WhyChooseUsProps) {
  return (
    <Section id="why-choose-us" title={why.title} intro={why.text}>
      <ul className={styles.strengths}>
        {why.strengths.map(strength => (
          <Reveal as="li" key={strength.title} className={styles.strength}>
            <span className={styles.icon}>
              <Icon name="check" size={22} />
            </span>
            <h3>{strength.title}</h3>
            <p>{strength.text}</p>
          </Reveal>
        ))}
      </ul>
      <div className={styles.cards}>
        {why.cards.map(card => (
          <Card
            key={card.title}
            title={card.title}
            description={card.description}
            image={card.image.childImageSharp?.gatsbyImageData as IGatsbyImageData}
            imageAlt={card.imageAlt}
          />
        ))}
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment WhyChooseUs on HomeJsonWhyChooseUs {
    title
    text
    strengths {
      title
      text
    }
    cards {
      title
      description
      imageAlt
      image {
        childImageSharp {
          # Its width and twice it: drawn wider than half its width on every screen, it never used the copies
          # at a quarter and half of it.
          gatsbyImageData(layout: CONSTRAINED, width: 400, aspectRatio: 1.3333, outputPixelDensities: [1, 2])
        }
      }
    }
  }
`
