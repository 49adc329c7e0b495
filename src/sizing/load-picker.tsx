import { NumberInput } from "./number-input"
import type { SizingState } from "./sizing-state"
import * as styles from "./sizing-form.module.css"

export interface LoadPickerProps {
  groups: Queries.SizingWordsFragment["groups"]
  countLabel: string
  wattsLabel: string
  loads: SizingState["loads"]
  onTick(id: string, ticked: boolean): void
  onChange(id: string, field: "count" | "watts", value: string): void
}

/**
 * The common loads, in their groups: a box to tick each, and once ticked how many and the watts of
 * each, which start at the typical figures. The figures show for a ticked load by CSS alone, so a
 * load ticked before the page's scripts have run shows them too.
 */
export function LoadPicker({ groups, countLabel, wattsLabel, loads, onTick, onChange }: LoadPickerProps) {
  return (
    <>
      {groups.map(group => (
        <fieldset key={group.title} className={styles.group}>
          <legend>{group.title}</legend>
          <ul className={styles.loads}>
            {group.loads.map(load => {
              const typed = loads[load.id]
              return (
                <li key={load.id} className={styles.load}>
                  <label className={styles.tick}>
                    <input
                      type="checkbox"
                      name="load"
                      value={load.id}
                      checked={Boolean(typed)}
                      onChange={event => onTick(load.id, event.currentTarget.checked)}
                    />
                    <span>{load.name}</span>
                  </label>
                  <span className={styles.amounts}>
                    {(["count", "watts"] as const).map(field => (
                      <NumberInput
                        key={field}
                        label={
                          <>
                            {field === "count" ? countLabel : wattsLabel}
                            <span className="visually-hidden">{` (${load.name})`}</span>
                          </>
                        }
                        name={`${field}-${load.id}`}
                        size={field === "count" ? 3 : 4}
                        value={typed?.[field] ?? String(load[field])}
                        onChange={value => onChange(load.id, field, value)}
                      />
                    ))}
                  </span>
                </li>
              )
            })}
          </ul>
        </fieldset>
      ))}
    </>
  )
}
