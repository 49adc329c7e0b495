import * as styles from "./sizing-form.module.css"

export interface BatteryPickerProps {
  words: Pick<Queries.SizingWordsFragment, "batteryTitle" | "batteryHint" | "batteryAnyLabel" | "batteries">
  /** The chosen kind of battery, or "" for any: the job's own. */
  battery: string
  onChoose(battery: string): void
}

/** The kind of battery, one of those the content lists, or any. */
export function BatteryPicker({ words, battery, onChoose }: BatteryPickerProps) {
  return (
    <fieldset className={styles.group}>
      <legend>{words.batteryTitle}</legend>
      <p className={styles.hint}>{words.batteryHint}</p>
      <div className={styles.batteries}>
        {[{ id: "", name: words.batteryAnyLabel }, ...words.batteries].map(type => (
          <label key={type.id} className={styles.tick}>
            <input
              type="radio"
              name="battery"
              value={type.id}
              checked={battery === type.id}
              onChange={() => onChoose(type.id)}
            />
            <span>{type.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
