import { ChoiceGroup } from "../enquiry/choice-group"
import { FormField } from "../enquiry/form-field"
import { SafetySteps } from "./safety-steps"
import { SERVICE_LIMITS } from "./service-fields"
import type { ServiceFieldsProps } from "./service-form-parts"
import * as styles from "./service-form.module.css"

export interface ProblemFieldsProps extends ServiceFieldsProps {
  content: Pick<Queries.ServiceFormContentFragment, "dangerousSymptoms" | "safety" | "breakdownPhone" | "callLabel">
  /** Each serviced product's usual symptoms, by product. */
  lines: readonly { id: string; symptoms: readonly { id: string; label: string; dangerous: boolean }[] }[]
  /** Whether the kind of request asks what is wrong: if not, this part is left out. */
  asked: boolean
}

/**
 * What is wrong: the chosen product's usual symptoms (shown once the page's scripts know the choice; the
 * form gives them back from the draft then, see useSymptomsRestored), the signs of danger any product may
 * show, and the visitor's own words. Ticking a sign of danger shows the safety steps and the 24/7 number at once,
 * before the rest of the form: the stylesheet shows them as soon as it is ticked, scripts or not, and
 * screen readers hear them as an alert.
 */
export function ProblemFields({ words, values, errorText, errorPrefix, content, lines, asked }: ProblemFieldsProps) {
  return (
    <div className={styles.group} hidden={!asked}>
      <ChoiceGroup
        name="symptoms"
        legend={words.problemLegend}
        hint={words.symptomsHint}
        type="checkbox"
        errorPrefix={errorPrefix}
        inline
        choices={[
          // Only the chosen product's: every product's, in Gujarati, were a kilobyte of the page as sent.
          ...(lines.find(line => line.id === values.product_line)?.symptoms ?? []).map(symptom => ({
            key: `${values.product_line}-${symptom.id}`,
            value: symptom.id,
            label: symptom.label,
            dangerous: symptom.dangerous,
          })),
          ...content.dangerousSymptoms.map(symptom => ({ value: symptom.id, label: symptom.label, dangerous: true })),
        ]}
      />
      <div className={styles.danger} role="alert">
        <p className={styles.dangerTitle}>{words.dangerNotice}</p>
        <SafetySteps safety={content.safety} phone={content.breakdownPhone} callLabel={content.callLabel} />
      </div>
      <FormField
        name="description"
        label={words.descriptionLabel}
        hint={words.descriptionHint}
        error={errorText("description")}
        errorPrefix={errorPrefix}
        maxLength={SERVICE_LIMITS.description}
        multiline
        rows={4}
      />
    </div>
  )
}
