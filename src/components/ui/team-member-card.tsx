import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Reveal } from "../../motion/reveal"
import { Picture } from "./picture"
import * as styles from "./team-member-card.module.css"

export interface TeamMemberCardProps {
  member: Queries.TeamMemberCardFragment
  /** Wide screens alternate the photo's side; below 768 px every card has one layout. */
  imageRight?: boolean
}

export function TeamMemberCard({ member, imageRight = false }: TeamMemberCardProps) {
  return (
    <Reveal as="article" className={styles.card}>
      <div className={styles.layout} data-image-right={imageRight}>
        <Picture
          image={member.image.childImageSharp?.gatsbyImageData as IGatsbyImageData}
          alt={member.imageAlt}
          sizes="(min-width: 768px) 16rem, 92vw"
          className={styles.photo}
        />
        <div className={styles.text}>
          <p className={styles.role}>{member.title}</p>
          <h2>{member.name}</h2>
          <p>{member.description}</p>
        </div>
      </div>
    </Reveal>
  )
}

export const query = graphql`
  fragment TeamMemberCard on TeamJson {
    title
    name
    description
    imageAlt
    image {
      childImageSharp {
        # Its width and twice it: drawn wider than half its width on every screen, it never used the copies
        # at a quarter and half of it.
        gatsbyImageData(layout: CONSTRAINED, width: 360, aspectRatio: 0.8, outputPixelDensities: [1, 2])
      }
    }
  }
`
