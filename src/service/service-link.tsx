import { graphql } from "gatsby"
import { SERVICE_PATH, serviceRequestPath } from "../lib/catalogue-paths"
import { LinkBand } from "../components/ui/link-band"

export interface ServiceLinkProps {
  link: Queries.ServiceLinkFragment
  /** The product line whose page it is on: the request starts with it chosen. */
  line?: string
}

/** The way to book a service, for a visitor who already owns the equipment: from the product lines, the home page and Contact. */
export function ServiceLink({ link, line }: ServiceLinkProps) {
  return (
    <LinkBand
      id="service-link"
      title={link.linkTitle}
      text={link.linkText}
      to={line ? serviceRequestPath(line) : SERVICE_PATH}
      label={link.linkLabel}
    />
  )
}

export const query = graphql`
  fragment ServiceLink on ServiceJson {
    linkTitle
    linkText
    linkLabel
  }
`
