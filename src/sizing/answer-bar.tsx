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
 *
 * It comes back when the field loses the focus, but never under the press that took the focus away: a
 * mouse's press, or a finger's tap, whose mouse events the browser sends after its touch events, moves the
 * focus as it goes down, and the browser finds again what is under the pointer as it comes up. A bar back
 * by then took the release, and the box or button pressed lost its click (issue 55). So while a press is
 * down the bar stays aside, and it comes back in the task after the release, once the click it makes has
 * been dispatched. Focus moved by the keyboard brings it back at once.
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
    let pressed = false
    /** The bar waits for the press to end before it comes back. */
    let held = false
    let comeBack: ReturnType<typeof setTimeout> | undefined
    // Focus events rather than :focus in CSS, which WebKit matches only in a window that has the system's focus.
    const focusMoved = (typed: boolean) => {
      if (typed || !pressed) setTyping(typed)
      held = !typed && pressed
    }
    // Where the focus goes, in focusout as in focusin: none of the two puts the bar back for a moment between them.
    const focused = (event: FocusEvent) => focusMoved(isTypedIn(event.target))
    const left = (event: FocusEvent) => focusMoved(isTypedIn(event.relatedTarget))
    const down = () => (pressed = true)
    const up = () => {
      pressed = false
      if (!held) return
      held = false
      // Back where the focus is by then (a button may have given it to a field), unless another press has begun.
      comeBack = setTimeout(() => focusMoved(isTypedIn(document.activeElement)))
    }
    form.addEventListener("focusin", focused)
    form.addEventListener("focusout", left)
    // On the document, as the press may begin or end outside the form; a drag ends in dragend, with no mouseup.
    const press = [
      ["mousedown", down],
      ["mouseup", up],
      ["dragend", up],
    ] as const
    for (const [type, listener] of press) document.addEventListener(type, listener, true)
    return () => {
      form.removeEventListener("focusin", focused)
      form.removeEventListener("focusout", left)
      for (const [type, listener] of press) document.removeEventListener(type, listener, true)
      clearTimeout(comeBack)
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
