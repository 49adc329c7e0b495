import { graphql } from "gatsby"
import { BACKUP_SIZING_PATH } from "../lib/catalogue-paths"
import { LinkBand } from "../components/ui/link-band"

export interface SizingLinkProps {
  link: Queries.SizingLinkFragment
}

/** The way to the backup sizing helper, from the home page's products and the power product lines. */
export function SizingLink({ link }: SizingLinkProps) {
  return (
    <LinkBand
      id="sizing-link"
      title={link.linkTitle}
      text={link.linkText}
      to={BACKUP_SIZING_PATH}
      label={link.linkLabel}
    />
  )
}

export const query = graphql`
  fragment SizingLink on BackupSizingJson {
    linkTitle
    linkText
    linkLabel
  }
`
