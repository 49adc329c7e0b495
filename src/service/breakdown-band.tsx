import { telHref } from "../lib/contact-links"
import { Icon } from "../icons/icon"
import * as styles from "./breakdown-band.module.css"

export interface BreakdownBandProps {
  text: string
  phone: string
  callLabel: string
}

/** The 24/7 breakdown number at the top of the page, one tap from a call. */
export function BreakdownBand({ text, phone, callLabel }: BreakdownBandProps) {
  return (
    <aside className={styles.band} aria-label={callLabel}>
      <p>{text}</p>
      <a href={telHref(phone)} className={styles.call}>
        <Icon name="phone" />
        <span>{`${callLabel} ${phone}`}</span>
      </a>
    </aside>
  )
}
