import { graphql } from "gatsby"
import { useSite } from "../../hooks/use-site"
import { formatAddress, mailtoHref, telHref } from "../../lib/contact-links"
import * as styles from "./privacy-notice.module.css"

export interface PrivacyContactProps {
  notice: Queries.PrivacyContactFragment
}

/** Whom a visitor writes to about their personal data: the company, its address, the privacy e-mail and the grievance officer. */
export function PrivacyContact({ notice }: PrivacyContactProps) {
  const { legalName, address, phones } = useSite()
  const { contact } = notice
  return (
    <aside className={styles.contact} aria-labelledby="privacy-contact-title">
      <h3 id="privacy-contact-title">{contact.title}</h3>
      <dl>
        <dt>{contact.company}</dt>
        <dd>{legalName}</dd>
        <dt>{contact.address}</dt>
        <dd>{formatAddress(address)}</dd>
        <dt>{contact.email}</dt>
        <dd>
          <a href={mailtoHref(notice.email)}>{notice.email}</a>
        </dd>
        <dt>{contact.officer}</dt>
        <dd>{notice.grievanceOfficer}</dd>
        <dt>{contact.phone}</dt>
        <dd>
          <a href={telHref(phones[0])}>{phones[0]}</a>
        </dd>
      </dl>
    </aside>
  )
}

export const query = graphql`
  fragment PrivacyContact on PrivacyJson {
    email
    grievanceOfficer
    contact {
      title
      company
      address
      email
      officer
      phone
    }
  }
`
