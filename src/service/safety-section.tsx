import { Icon } from "../icons/icon"
import { SafetySteps, type SafetyStepsProps } from "./safety-steps"
import * as styles from "./safety-section.module.css"

/**
 * The safety steps near the top of the page, as plain text that needs no script: read before anything
 * else by a visitor whose equipment smokes or whose battery swells. The form shows them again where
 * such a sign is ticked.
 */
export function SafetySection(props: SafetyStepsProps) {
  return (
    <section className={styles.section} aria-labelledby="safety-title">
      <div className={styles.inner}>
        <h2 id="safety-title">
          <Icon name="alert" /> {props.safety.title}
        </h2>
        <SafetySteps {...props} />
      </div>
    </section>
  )
}
