import { Link } from "./link"
import { useSite } from "../../hooks/use-site"
import * as styles from "./breadcrumb.module.css"

/** A page on the way from Home to the current one, such as Our Products above a product line. */
export interface Crumb {
  name: string
  path: string
}

export interface BreadcrumbProps {
  /** The current page's name; the trail always starts at Home. */
  current: string
  /** The pages between Home and this one, if any. */
  parents?: readonly Crumb[]
}

export function Breadcrumb({ current, parents = [] }: BreadcrumbProps) {
  const { labels } = useSite()
  return (
    <nav aria-label={labels.breadcrumb} className={styles.breadcrumb}>
      <ol>
        {[{ name: labels.home, path: "/" }, ...parents].map(crumb => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
