import { graphql } from "gatsby"
import { BACKUP_SIZING_PATH } from "../lib/catalogue-paths"
import { Reveal } from "../motion/reveal"
import { ButtonLink } from "../components/ui/button-link"
import * as styles from "./sizing-link.module.css"

export interface SizingLinkProps {
  link: Queries.SizingLinkFragment
}

/** The way to the backup sizing helper, from the home page's products and the power product lines. */
export function SizingLink({ link }: SizingLinkProps) {
  return (
    <aside className={styles.band} aria-labelledby="sizing-link-title">
      <Reveal className={styles.inner}>
        <div>
          <h2 id="sizing-link-title">{link.linkTitle}</h2>
          <p>{link.linkText}</p>
        </div>
        <ButtonLink to={BACKUP_SIZING_PATH}>{link.linkLabel}</ButtonLink>
      </Reveal>
    </aside>
  )
}

export const query = graphql`
  fragment SizingLink on BackupSizingJson {
    linkTitle
    linkText
    linkLabel
  }
`
