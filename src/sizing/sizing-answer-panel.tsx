import type React from "react"
import { Icon } from "../icons/icon"
import type { AnswerLines } from "./sizing-words"
import * as styles from "./sizing-answer-panel.module.css"

export interface SizingAnswerPanelProps {
  words: Pick<Queries.SizingWordsFragment, "answer" | "estimateNote">
  /** The answer's lines, or none while nothing is ticked. */
  lines?: AnswerLines
  /** The ways to take the answer further: the enquiry and WhatsApp. */
  children?: React.ReactNode
}

/**
 * The helper's answer. It changes as the visitor types, and screen readers hear each new answer
 * whole, once the visitor pauses (a polite, atomic live region).
 */
export function SizingAnswerPanel({ words, lines, children }: SizingAnswerPanelProps) {
  const { answer } = words
  return (
    <section id="sizing-answer" className={styles.panel} aria-labelledby="sizing-answer-title">
      <h2 id="sizing-answer-title">{answer.title}</h2>
      <div aria-live="polite" aria-atomic="true">
        {lines ? (
          <>
            <p className={styles.reason}>{lines.reason}</p>
            <dl className={styles.lines}>
              {(
                [
                  [answer.loadLabel, lines.load],
                  [answer.unitLabel, lines.unit],
                  [answer.bankLabel, lines.bank],
                  [answer.backupLabel, lines.backup],
                ] as const
              ).map(
                ([label, value]) =>
                  value && (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ),
              )}
            </dl>
            {lines.warnings.length > 0 && (
              <ul className={styles.warnings}>
                {lines.warnings.map(warning => (
                  <li key={warning}>
                    <Icon name="alert" /> {warning}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className={styles.empty}>{answer.empty}</p>
        )}
      </div>
      <p className={styles.note}>{words.estimateNote}</p>
      {lines && children}
    </section>
  )
}
