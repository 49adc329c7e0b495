import { forwardRef } from "react"
import * as styles from "./error-summary.module.css"

export interface ErrorSummaryProps {
  title: string
  items: { field: string; message: string }[]
}

/** Lists every problem at the top of the form, each linking to its field; takes focus when shown. */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ title, items }, ref) {
  const focusField = (event: React.MouseEvent<HTMLAnchorElement>, field: string) => {
    const input = document.getElementById(field)
    if (!input) return
    event.preventDefault()
    input.focus()
    input.closest("div")?.scrollIntoView({ block: "center" })
  }
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h3 id="error-summary-title">{title}</h3>
      <ul>
        {items.map(({ field, message }) => (
          <li key={field}>
            <a href={`#${field}`} onClick={event => focusField(event, field)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
})
