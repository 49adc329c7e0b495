import type React from "react"
import { Reveal } from "../../motion/reveal"
import * as styles from "./section.module.css"

export interface SectionProps {
  id?: string
  title?: string
  tagline?: string
  intro?: string
  tone?: "light" | "tint" | "forest"
  children?: React.ReactNode
}

/** Every page section shares this frame: an optional tagline, title and intro, then content. */
export function Section({ id, title, tagline, intro, tone = "light", children }: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section} data-tone={tone}>
      <div className={styles.inner}>
        {title && (
          <Reveal className={styles.header}>
            {tagline && <p className={styles.tagline}>{tagline}</p>}
            <h2 id={headingId}>{title}</h2>
            {intro && <p className={styles.intro}>{intro}</p>}
          </Reveal>
        )}
        {children}
      </div>
    </section>
  )
}
