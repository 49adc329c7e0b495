import * as styles from "./form-field.module.css"

export interface FormFieldProps {
  name: string
  /** The longest value the field takes (not a date's). */
  maxLength?: number
  label: string
  hint?: string
  error?: string
  /** Read by screen readers before an inline error, as in the GOV.UK Design System. */
  errorPrefix: string
  type?: "text" | "email" | "tel" | "date"
  multiline?: boolean
  rows?: number
  autoComplete?: string
  inputMode?: "text" | "email" | "tel"
  required?: boolean
  defaultValue?: string
  /** The earliest day a date field takes, as YYYY-MM-DD. */
  min?: string
}

/** A labelled input or textarea with an optional hint and an inline error tied to it. */
export function FormField({
  name,
  maxLength,
  label,
  hint,
  error,
  errorPrefix,
  type = "text",
  multiline = false,
  rows = 2,
  autoComplete,
  inputMode,
  required = false,
  defaultValue,
  min,
}: FormFieldProps) {
  const hintId = hint ? `${name}-hint` : undefined
  const errorId = error ? `${name}-error` : undefined
  const common = {
    id: name,
    name,
    maxLength,
    required,
    defaultValue,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    "aria-invalid": error ? true : undefined,
  }
  return (
    <div className={styles.field} data-invalid={Boolean(error)}>
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
      {multiline ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          spellCheck={type === "text" ? undefined : false}
        />
      )}
    </div>
  )
}
