import type { Assumptions } from "../lib/sizing-request"
import { NumberInput } from "./number-input"
import { ASSUMPTION_NAMES, type AssumptionName, type SizingState } from "./sizing-state"
import * as styles from "./sizing-form.module.css"

export interface SizingAssumptionsProps {
  words: Pick<Queries.SizingWordsFragment, "assumptionsTitle" | "assumptionsHint" | "assumptionLabels" | "resetLabel">
  /** What the answer used: the content's figures, the battery's, and the visitor's changes. */
  used: Assumptions
  changed: SizingState["assumptions"]
  onChange(changed: SizingState["assumptions"]): void
}

/** Every assumption of the answer beside it, each one the visitor can change, and a way back to the company's. */
export function SizingAssumptions({ words, used, changed, onChange }: SizingAssumptionsProps) {
  const set = (name: AssumptionName, value: string) => onChange({ ...changed, [name]: value })
  return (
    <fieldset className={styles.assumptions}>
      <legend>{words.assumptionsTitle}</legend>
      <p className={styles.hint}>{words.assumptionsHint}</p>
      <div className={styles.assumptionFields}>
        {ASSUMPTION_NAMES.map(name => (
          <NumberInput
            key={name}
            label={words.assumptionLabels[name]}
            name={name}
            size={5}
            decimal
            value={changed[name] ?? String(used[name])}
            onChange={value => set(name, value)}
          />
        ))}
      </div>
      {Object.keys(changed).length > 0 && (
        <button type="button" className={styles.add} onClick={() => onChange({})}>
          {words.resetLabel}
        </button>
      )}
    </fieldset>
  )
}
