import { Reveal } from "../../motion/reveal"
import { ButtonLink } from "./button-link"
import * as styles from "./link-band.module.css"

export interface LinkBandProps {
  id: string
  title: string
  text: string
  to: string
  label: string
}

/** A band that leads to another page: a heading and a sentence beside its button (the sizing helper, booking a service). */
export function LinkBand({ id, title, text, to, label }: LinkBandProps) {
  return (
    <aside className={styles.band} aria-labelledby={`${id}-title`}>
      <Reveal className={styles.inner}>
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{text}</p>
        </div>
        <ButtonLink to={to}>{label}</ButtonLink>
      </Reveal>
    </aside>
  )
}
