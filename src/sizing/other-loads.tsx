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
          {others.map((other, index) => (
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
              <label>
                <span>{words.countLabel}</span>
                <input
                  name="other-count"
                  inputMode="numeric"
                  autoComplete="off"
                  size={3}
                  value={other.count}
                  onChange={event => change(index, "count", event.currentTarget.value)}
                />
              </label>
              <label>
                <span>{words.wattsLabel}</span>
                <input
                  name="other-watts"
                  inputMode="numeric"
                  autoComplete="off"
                  size={4}
                  value={other.watts}
                  onChange={event => change(index, "watts", event.currentTarget.value)}
                />
              </label>
              <button
                type="button"
                className={styles.remove}
                onClick={() => onChange(others.filter((_, at) => at !== index))}
              >
                {words.removeOtherLabel}
                <span className="visually-hidden"> {other.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.add} onClick={add}>
        {words.addOtherLabel}
      </button>
    </fieldset>
  )
}
