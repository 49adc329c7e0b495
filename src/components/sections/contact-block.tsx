import { useSite } from "../../hooks/use-site"
import { telHref, whatsappHref } from "../../lib/contact-links"
import { Reveal } from "../../motion/reveal"
import { ButtonLink } from "../ui/button-link"
import { Icon } from "../../icons/icon"
import { OpeningHours } from "../ui/opening-hours"
import * as styles from "./contact-block.module.css"

/** The shared call to action: call, WhatsApp or send an enquiry. */
export function ContactBlock() {
  const { contactBlock, phones, whatsapp, labels } = useSite()
  return (
    <section className={styles.block} aria-labelledby="contact-block-title">
      <Reveal className={styles.inner}>
        <div>
          <h2 id="contact-block-title">{contactBlock.title}</h2>
          <p>{contactBlock.text}</p>
          <p className={styles.hours}>
            <Icon name="clock" /> <OpeningHours />
          </p>
        </div>
        <div className={styles.actions}>
          <a className={styles.call} href={telHref(phones[0])}>
            <Icon name="phone" />
            <span>{`${contactBlock.callLabel} ${phones[0]}`}</span>
          </a>
          <a className={styles.call} href={whatsappHref(whatsapp)}>
            <Icon name="whatsapp" />
            <span>{`${labels.whatsapp} ${whatsapp}`}</span>
          </a>
          <ButtonLink to={contactBlock.enquiryPath} variant="light">
            {contactBlock.enquiryLabel}
          </ButtonLink>
        </div>
      </Reveal>
    </section>
  )
}
