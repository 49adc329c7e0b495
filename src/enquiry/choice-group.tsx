import type React from "react"
import * as styles from "./choice-group.module.css"

export interface Choice {
  /** Tells apart answers of the same value (the same symptom of two products): the value by default. */
  key?: string
  value: string
  label: string
  hint?: string
  /** Marks a sign of danger: ticking it shows the safety steps (src/service/). */
  dangerous?: boolean
}

export interface ChoiceGroupProps {
  name: string
  /** Starts the answers' ids, where several groups share a name (a product's symptoms): the name by default. */
  idPrefix?: string
  legend: string
  /** Radio buttons for one answer, boxes for any number. */
  type: "radio" | "checkbox"
  choices: readonly Choice[]
  hint?: string
  error?: string
  /** Read by screen readers before an inline error, as in the GOV.UK Design System. */
  errorPrefix: string
  /** Left out of the form's flow when it does not apply, but kept in the page with its answers. */
  hidden?: boolean
  /** Laid out side by side where there is room, for short answers. */
  inline?: boolean
  children?: React.ReactNode
}

/** Radio buttons or boxes under a legend, with a hint and an inline error tied to the group. */
export function ChoiceGroup({
  name,
  idPrefix = name,
  legend,
  type,
  choices,
  hint,
  error,
  errorPrefix,
  hidden,
  inline = false,
  children,
}: ChoiceGroupProps) {
  const hintId = hint ? `${idPrefix}-hint` : undefined
  const errorId = error ? `${idPrefix}-error` : undefined
  return (
    <fieldset
      className={styles.group}
      data-invalid={Boolean(error)}
      hidden={hidden}
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
    >
      <legend>{legend}</legend>
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
      <div className={styles.choices} data-inline={inline}>
        {choices.map((choice, index) => {
          // The first answer is where the error summary's link lands.
          const key = choice.key ?? choice.value
          const id = index === 0 ? idPrefix : `${idPrefix}-${key}`
          return (
            <div key={key} className={styles.choice}>
              <input
                id={id}
                type={type}
                name={name}
                value={choice.value}
                data-dangerous={choice.dangerous || undefined}
                aria-describedby={choice.hint ? `${id}-hint` : undefined}
              />
              <label htmlFor={id}>
                {choice.label}
                {choice.hint && (
                  <span id={`${id}-hint`} className={styles.choiceHint}>
                    {choice.hint}
                  </span>
                )}
              </label>
            </div>
          )
        })}
      </div>
      {children}
    </fieldset>
  )
}
