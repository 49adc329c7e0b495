import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ButtonLink } from "../ui/button-link"
import { Picture } from "../ui/picture"
import * as styles from "./home-hero.module.css"

export interface HomeHeroProps {
  hero: Queries.HomeHeroFragment
}

export function HomeHero({ hero }: HomeHeroProps) {
  return (
    <header className={styles.hero}>
      <Picture
        image={hero.image.childImageSharp?.gatsbyImageData as IGatsbyImageData}
        alt={hero.imageAlt}
        eager
        sizes="100vw"
        className={styles.image}
      />
      <div className={styles.content}>
        <p className={styles.tagline}>{hero.tagline}</p>
        <h1>{hero.heading}</h1>
        <p className={styles.text}>{hero.text}</p>
        <ButtonLink to="/our-products" context={hero.linkContext} variant="light">
          {hero.linkLabel}
        </ButtonLink>
      </div>
    </header>
  )
}

export const query = graphql`
  fragment HomeHero on HomeJsonHero {
    tagline
    heading
    text
    imageAlt
    linkLabel
    linkContext
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 800, 1200, 1600, 2000], aspectRatio: 1.7778)
      }
    }
  }
`
