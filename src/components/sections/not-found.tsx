import { graphql, Link } from "gatsby"
import { m, useReducedMotion } from "framer-motion"
import { notFoundVariants } from "../../motion/motion"
import { useMotionReady } from "../../motion/motion-provider"
import * as styles from "./not-found.module.css"

export interface NotFoundProps {
  copy: Queries.NotFoundFragment
}

/** 'Lost in the Forest?': the screen for any path that does not exist. */
export function NotFound({ copy }: NotFoundProps) {
  const reduced = useReducedMotion() ?? false
  // Without the animation features it could not fade in, so then it is simply there; nor does it
  // fade out, as features arriving mid-change could hold it on screen (see PageTransition).
  const ready = useMotionReady()
  return (
    <section className={styles.section}>
      <m.div
        className={styles.content}
        variants={notFoundVariants(reduced)}
        initial={ready && "hidden"}
        animate="visible"
        exit={ready ? "exit" : undefined}
      >
        <svg className={styles.trees} viewBox="0 0 120 60" width="180" height="90" aria-hidden="true">
          <path d="M20 55 35 15 50 55zM45 55 62 5 79 55zM72 55 88 22 104 55z" fill="currentColor" />
          <path d="M10 56h100" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <h1>{copy.heading}</h1>
        <p>{copy.text}</p>
        <Link to="/" className={styles.home}>
          {copy.linkLabel}
        </Link>
      </m.div>
    </section>
  )
}

export const query = graphql`
  fragment NotFound on PagesJsonNotFound {
    heading
    text
    linkLabel
  }
`
