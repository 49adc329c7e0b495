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
                    <label>
                      <span>
                        {countLabel}
                        <span className="visually-hidden"> ({load.name})</span>
                      </span>
                      <input
                        name={`count-${load.id}`}
                        inputMode="numeric"
                        autoComplete="off"
                        size={3}
                        value={typed?.count ?? String(load.count)}
                        onChange={event => onChange(load.id, "count", event.currentTarget.value)}
                      />
                    </label>
                    <label>
                      <span>
                        {wattsLabel}
                        <span className="visually-hidden"> ({load.name})</span>
                      </span>
                      <input
                        name={`watts-${load.id}`}
                        inputMode="numeric"
                        autoComplete="off"
                        size={4}
                        value={typed?.watts ?? String(load.watts)}
                        onChange={event => onChange(load.id, "watts", event.currentTarget.value)}
                      />
                    </label>
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
