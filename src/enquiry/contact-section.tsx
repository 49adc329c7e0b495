import { graphql } from "gatsby"
import { ContactDetails } from "../components/sections/contact-details"
import { EnquiryForm } from "./enquiry-form"
import * as styles from "./contact-section.module.css"

export interface ContactSectionProps {
  contact: Queries.ContactSectionFragment
}

/** GET IN TOUCH with the enquiry form beside CONTACT US with the company's details. */
export function ContactSection({ contact }: ContactSectionProps) {
  return (
    <section className={styles.section} aria-label={contact.title}>
      <div className={styles.inner}>
        <div className={styles.formColumn}>
          <h2>{contact.formHeading}</h2>
          <EnquiryForm copy={contact.form} />
        </div>
        <ContactDetails copy={contact} />
      </div>
      {/* After the content: the small circle hangs from the section's bottom, so if the browser
          painted it before the rest was parsed, it would jump down as the section grew. */}
      <span className={styles.circleLarge} aria-hidden="true" />
      <span className={styles.circleSmall} aria-hidden="true" />
    </section>
  )
}

export const query = graphql`
  fragment ContactSection on ContactJson {
    title
    formHeading
    infoHeading
    phoneHeading
    emailHeading
    addressHeading
    timingsHeading
    form {
      ...EnquiryFormCopy
    }
  }
`
