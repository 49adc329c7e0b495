import { useEffect, useRef, useState } from "react"
import { Icon } from "../icons/icon"
import * as styles from "./answer-bar.module.css"

/** The answer's panel, which the bar leads to (sizing-answer-panel.tsx). */
const ANSWER_ID = "sizing-answer"

export interface AnswerBarProps {
  /** What the answer recommends (or, where nothing does, the load). */
  unit: string
  /** "See the answer". */
  label: string
}

/** A field the visitor types in, which brings up a phone's keyboard (not a box, a round button or a list). */
const isTypedIn = (target: EventTarget | null) =>
  target instanceof HTMLInputElement && target.type !== "checkbox" && target.type !== "radio"

/**
 * On a phone, where the answer is below the questions: a bar docked at the foot of the screen with the
 * answer's unit, leading to it. Fixed, across the screen and opaque (answer-bar.module.css), so that no
 * field shows beside or below it, where a tap meant for the field would land on the bar. It steps aside
 * once the answer is on screen, and while a field is typed in: the phone's keyboard is up then, and a tap on
 * the next field down, where the bar was, is the field's.
 */
export function AnswerBar({ unit, label }: AnswerBarProps) {
  const barRef = useRef<HTMLAnchorElement>(null)
  const [answerShown, setAnswerShown] = useState(false)
  const [typing, setTyping] = useState(false)

  useEffect(() => {
    const answer = document.getElementById(ANSWER_ID)
    if (!answer || typeof IntersectionObserver !== "function") return
    // On screen, or scrolled past: the bar has nothing left to lead to.
    const observer = new IntersectionObserver(([entry]) =>
      setAnswerShown(entry.isIntersecting || entry.boundingClientRect.top < 0),
    )
    observer.observe(answer)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const form = barRef.current?.closest("form")
    if (!form) return
    // Focus events rather than :focus in CSS, which WebKit matches only in a window that has the system's focus.
    const focused = (event: FocusEvent) => setTyping(isTypedIn(event.target))
    const left = () => setTyping(false)
    form.addEventListener("focusin", focused)
    form.addEventListener("focusout", left)
    return () => {
      form.removeEventListener("focusin", focused)
      form.removeEventListener("focusout", left)
    }
  }, [])

  return (
    <a ref={barRef} className={styles.bar} href={`#${ANSWER_ID}`} hidden={answerShown || typing}>
      <span>{unit}</span>
      <span className={styles.label}>
        {label} <Icon name="arrow" />
      </span>
    </a>
  )
}
