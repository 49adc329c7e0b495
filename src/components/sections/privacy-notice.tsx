import { graphql } from "gatsby"
import { mailtoHref } from "../../lib/contact-links"
import { PrivacyContact } from "./privacy-contact"
import * as styles from "./privacy-notice.module.css"

export interface PrivacyNoticeProps {
  notice: Queries.PrivacyNoticeFragment
}

/** A paragraph with each {email} as a link to the privacy address. */
function withEmailLinks(paragraph: string, email: string) {
  return paragraph.split("{email}").flatMap((words, index) =>
    index === 0
      ? [words]
      : [
          <a key={index} href={mailtoHref(email)}>
            {email}
          </a>,
          words,
        ],
  )
}

/**
 * The privacy notice, part by part in the order of its content (the query's), whom to write to after
 * "Who we are". Plain text that needs no script, like every page.
 */
export function PrivacyNotice({ notice }: PrivacyNoticeProps) {
  return (
    <article className={styles.notice}>
      <div className={styles.inner}>
        <p className={styles.updated}>{notice.updated}</p>
        {Object.entries(notice.sections).map(([name, section]) => (
          <section key={name} className={styles.part} aria-labelledby={`privacy-${name}`}>
            <h2 id={`privacy-${name}`}>{section.heading}</h2>
            {section.paragraphs.map(paragraph => (
              <p key={paragraph.slice(0, 40)}>{withEmailLinks(paragraph, notice.email)}</p>
            ))}
            {name === "who" && <PrivacyContact notice={notice} />}
          </section>
        ))}
      </div>
    </article>
  )
}

export const query = graphql`
  fragment PrivacySection on PrivacySection {
    heading
    paragraphs
  }
  fragment PrivacyNotice on PrivacyJson {
    updated
    email
    ...PrivacyContact
    sections {
      who {
        ...PrivacySection
      }
      collected {
        ...PrivacySection
      }
      sharedWith {
        ...PrivacySection
      }
      browser {
        ...PrivacySection
      }
      cookies {
        ...PrivacySection
      }
      keeping {
        ...PrivacySection
      }
      rights {
        ...PrivacySection
      }
      complaints {
        ...PrivacySection
      }
      changes {
        ...PrivacySection
      }
    }
  }
`
