import { useMapHref, useSite } from "../../hooks/use-site"
import { formatAddress, mailtoHref, telHref, whatsappHref } from "../../lib/contact-links"
import { Icon } from "../../icons/icon"
import { OpeningHours } from "../ui/opening-hours"
import * as styles from "./contact-details.module.css"

export interface ContactDetailsProps {
  copy: Pick<Queries.ContactJson, "infoHeading" | "phoneHeading" | "emailHeading" | "addressHeading" | "timingsHeading">
}

/** CONTACT US: phones, e-mails, the address and the opening hours. */
export function ContactDetails({ copy }: ContactDetailsProps) {
  const { phones, emails, whatsapp, address, labels } = useSite()
  const mapLink = useMapHref()
  return (
    <section className={styles.details} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{copy.infoHeading}</h2>
      <dl>
        <div>
          <dt>
            <Icon name="phone" /> {copy.phoneHeading}
          </dt>
          {phones.map(phone => (
            <dd key={phone}>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          ))}
          <dd>
            <a href={whatsappHref(whatsapp)}>
              {labels.whatsapp} {whatsapp}
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="mail" /> {copy.emailHeading}
          </dt>
          {emails.map(email => (
            <dd key={email}>
              <a href={mailtoHref(email)}>{email}</a>
            </dd>
          ))}
        </div>
        <div>
          <dt>
            <Icon name="pin" /> {copy.addressHeading}
          </dt>
          <dd>
            <a href={mapLink}>
              {formatAddress(address)}
              <span className="visually-hidden">{` (${labels.map})`}</span>
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" /> {copy.timingsHeading}
          </dt>
          <dd>
            <OpeningHours />
          </dd>
        </div>
      </dl>
    </section>
  )
}
