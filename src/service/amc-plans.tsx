import { graphql } from "gatsby"
import { ButtonLink } from "../components/ui/button-link"
import { Section } from "../components/ui/section"
import { Icon } from "../icons/icon"
import * as styles from "./service-sections.module.css"

export interface AmcPlansProps {
  service: Queries.AmcPlansFragment
}

/** The annual maintenance contracts, a card each: visits, response time, parts and what else each covers. */
export function AmcPlans({ service }: AmcPlansProps) {
  return (
    <Section id="amc" title={service.plansTitle} intro={service.plansText} tone="tint">
      <ul className={styles.cards}>
        {service.plans.map(plan => (
          <li key={plan.name} className={styles.card}>
            <h3>{plan.name}</h3>
            <ul className={styles.facts}>
              {[plan.visits, plan.response, plan.parts, ...plan.covers].map(item => (
                <li key={item}>
                  <Icon name="check" /> {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className={styles.action}>
        <ButtonLink to="#request">{service.plansLinkLabel}</ButtonLink>
      </p>
    </Section>
  )
}

export const query = graphql`
  fragment AmcPlans on ServiceJson {
    plansTitle
    plansText
    plansLinkLabel
    plans {
      name
      visits
      response
      parts
      covers
    }
  }
`
