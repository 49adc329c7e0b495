import { graphql } from "gatsby"
import { Section } from "../components/ui/section"
import * as styles from "./service-sections.module.css"

export interface BatteryLivesProps {
  service: Queries.BatteryLivesFragment
}

/** How long each kind of battery usually lasts in the city: what the form's "due for replacement" is measured by. */
export function BatteryLives({ service }: BatteryLivesProps) {
  return (
    <Section id="battery-lives" title={service.batteriesTitle} intro={service.batteriesText}>
      <dl className={styles.lives}>
        {service.batteries.map(battery => (
          <div key={battery.id}>
            <dt>{battery.name}</dt>
            <dd>{service.yearsLabel.replace("{years}", String(battery.years))}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

export const query = graphql`
  fragment BatteryLives on ServiceJson {
    batteriesTitle
    batteriesText
    yearsLabel
    batteries {
      id
      name
      years
    }
  }
`
