import * as styles from "./form-field.module.css"

export interface SelectFieldProps {
  name: string
  label: string
  options: readonly { value: string; label: string; hidden?: boolean }[]
  hint?: string
  error?: string
  /** Read by screen readers before an inline error, as in the GOV.UK Design System. */
  errorPrefix: string
  /** Left out of the form's flow when it does not apply, but kept in the page with its answer. */
  hidden?: boolean
  autoComplete?: string
}

/** A labelled list to choose from, with an optional hint and an inline error tied to it, as FormField's. */
export function SelectField({
  name,
  label,
  options,
  hint,
  error,
  errorPrefix,
  hidden,
  autoComplete,
}: SelectFieldProps) {
  const hintId = hint ? `${name}-hint` : undefined
  const errorId = error ? `${name}-error` : undefined
  return (
    <div className={styles.field} data-invalid={Boolean(error)} hidden={hidden}>
      <label htmlFor={name}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <span className="visually-hidden">{errorPrefix}:</span> {error}
        </p>
      )}
      <select
        id={name}
        name={name}
        autoComplete={autoComplete}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        aria-invalid={error ? true : undefined}
      >
        {options.map(option => (
          // An option that does not apply is hidden and cannot be chosen (Safari shows hidden options).
          <option key={option.value} value={option.value} hidden={option.hidden} disabled={option.hidden}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
