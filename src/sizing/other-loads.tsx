import { NumberInput } from "./number-input"
import type { OtherLoad } from "./sizing-state"
import * as styles from "./sizing-form.module.css"

export interface OtherLoadsProps {
  words: Pick<
    Queries.SizingWordsFragment,
    "otherTitle" | "otherHint" | "otherNameLabel" | "addOtherLabel" | "removeOtherLabel" | "countLabel" | "wattsLabel"
  >
  others: OtherLoad[]
  onChange(others: OtherLoad[]): void
}

/** Loads the list does not have, each named with its watts and how many; added and removed by the visitor. */
export function OtherLoads({ words, others, onChange }: OtherLoadsProps) {
  const change = (index: number, field: keyof OtherLoad, value: string) =>
    onChange(others.map((other, at) => (at === index ? { ...other, [field]: value } : other)))
  const add = () => {
    onChange([...others, { name: "", watts: "", count: "1" }])
    // The new row's first field, once it is drawn.
    requestAnimationFrame(() => document.getElementById(`other-name-${others.length}`)?.focus())
  }
  return (
    <fieldset className={styles.group}>
      <legend>{words.otherTitle}</legend>
      <p className={styles.hint}>{words.otherHint}</p>
      {others.length > 0 && (
        <ul className={styles.others}>
          {others.map((other, index) => {
            // Which load each number is for, to a screen reader, once it has a name.
            const which = other.name.trim() && <span className="visually-hidden">{` (${other.name.trim()})`}</span>
            return (
              <li key={index} className={styles.other}>
                <label>
                  <span>{words.otherNameLabel}</span>
                  <input
                    id={`other-name-${index}`}
                    name="other-name"
                    autoComplete="off"
                    maxLength={60}
                    value={other.name}
                    onChange={event => change(index, "name", event.currentTarget.value)}
                  />
                </label>
                <NumberInput
                  label={
                    <>
                      {words.countLabel}
                      {which}
                    </>
                  }
                  name="other-count"
                  size={3}
                  value={other.count}
                  onChange={value => change(index, "count", value)}
                />
                <NumberInput
                  label={
                    <>
                      {words.wattsLabel}
                      {which}
                    </>
                  }
                  name="other-watts"
                  size={4}
                  value={other.watts}
                  onChange={value => change(index, "watts", value)}
                />
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => onChange(others.filter((_, at) => at !== index))}
                >
                  {words.removeOtherLabel}
                  <span className="visually-hidden"> {other.name}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <button type="button" className={styles.add} onClick={add}>
        {words.addOtherLabel}
      </button>
    </fieldset>
  )
}
