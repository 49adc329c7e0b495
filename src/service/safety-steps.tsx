import { graphql } from "gatsby"
import { telHref } from "../lib/contact-links"
import { Icon } from "../icons/icon"
import * as styles from "./safety-steps.module.css"

export interface SafetyStepsProps {
  safety: Queries.SafetyStepsFragment
  phone: string
  callLabel: string
}

/** What to do first when equipment smokes, smells of burning or sparks, or a battery swells or leaks: steps, then the 24/7 number. */
export function SafetySteps({ safety, phone, callLabel }: SafetyStepsProps) {
  return (
    <>
      <ol className={styles.steps}>
        {safety.steps.map(step => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <a className={styles.call} href={telHref(phone)}>
        <Icon name="phone" />
        <span>{`${callLabel} ${phone}`}</span>
      </a>
    </>
  )
}

export const query = graphql`
  fragment SafetySteps on ServiceSafety {
    title
    steps
  }
`
