import { graphql } from "gatsby"
import { Link } from "../ui/link"
import * as styles from "./not-found.module.css"

export interface NotFoundProps {
  copy: Queries.NotFoundFragment
}

/**
 * 'Lost in the Forest?': the screen for any path that does not exist. It fades and slides in
 * and out with PageTransition, by the not-found screen's own numbers.
 */
export function NotFound({ copy }: NotFoundProps) {
  return (
    <section className={styles.section}>
      <div className={styles.content}>
        <svg className={styles.trees} viewBox="0 0 120 60" width="180" height="90" aria-hidden="true">
          <path d="M20 55 35 15 50 55zM45 55 62 5 79 55zM72 55 88 22 104 55z" fill="currentColor" />
          <path d="M10 56h100" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <h1>{copy.heading}</h1>
        <p>{copy.text}</p>
        <Link to="/" className={styles.home}>
          {copy.linkLabel}
        </Link>
      </div>
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
