import { Link } from "gatsby"
import { useSite } from "../../hooks/use-site"
import * as styles from "./breadcrumb.module.css"

export interface BreadcrumbProps {
  /** The current page's name; the trail always starts at Home. */
  current: string
}

export function Breadcrumb({ current }: BreadcrumbProps) {
  const { labels } = useSite()
  return (
    <nav aria-label={labels.breadcrumb} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">{labels.home}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
