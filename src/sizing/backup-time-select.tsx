import { formatDuration } from "./sizing-words"
import * as styles from "./sizing-form.module.css"

export interface BackupTimeSelectProps {
  words: Pick<Queries.SizingWordsFragment, "timeTitle" | "times" | "units">
  /** The chosen backup time, in minutes. */
  value: number
  onChange(minutes: number): void
}

/** How long the backup must last, chosen from the times the content offers. */
export function BackupTimeSelect({ words, value, onChange }: BackupTimeSelectProps) {
  return (
    <>
      <h2 className={styles.question}>
        <label htmlFor="sizing-time">{words.timeTitle}</label>
      </h2>
      <select
        id="sizing-time"
        name="time"
        className={styles.time}
        value={value}
        onChange={event => onChange(Number(event.currentTarget.value))}
      >
        {words.times.map(minutes => (
          <option key={minutes} value={minutes}>
            {formatDuration(minutes, words.units)}
          </option>
        ))}
      </select>
    </>
  )
}
