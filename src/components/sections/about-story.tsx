import { graphql } from "gatsby"
import { Reveal } from "../../motion/reveal"
import * as styles from "./about-story.module.css"

export interface AboutStoryProps {
  about: Queries.AboutStoryFragment
}

/** The long company description with a column of highlights. */
export function AboutStory({ about }: AboutStoryProps) {
  return (
    <section className={styles.story} aria-labelledby="about-story-title">
      <div className={styles.inner}>
        <Reveal className={styles.text}>
          <h2 id="about-story-title">{about.heading}</h2>
          {about.body.map(paragraph => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </Reveal>
        <ul className={styles.highlights}>
          {about.highlights.map(highlight => (
            <Reveal as="li" key={highlight.label} kind="card" className={styles.highlight}>
              <strong>{highlight.value}</strong>
              <span>{highlight.label}</span>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}

export const query = graphql`
  fragment AboutStory on AboutJson {
    heading
    body
    highlights {
      value
      label
    }
  }
`
