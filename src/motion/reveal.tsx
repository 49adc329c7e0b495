import type React from "react"
import { useEffect, useRef, useState } from "react"
import { useScrollReveal } from "./load-scroll-reveal"
import { usePrefersReducedMotion } from "./prefers-reduced-motion"
import type { ScrollRevealProps } from "./scroll-reveal"

export type RevealProps = ScrollRevealProps

/**
 * Content that slides (or springs) in when scrolled to. The server-rendered HTML is always
 * visible: only content that starts below the fold becomes a ScrollReveal, once that has loaded
 * (on the first interaction), and only when the visitor has not asked for reduced motion.
 */
export function Reveal(props: RevealProps) {
  const reduced = usePrefersReducedMotion()
  const ScrollReveal = useScrollReveal()
  const ref = useRef<HTMLElement>(null)
  const [belowFold, setBelowFold] = useState(false)

  // Checked once the reveal is in (so nothing hides that could not come back) and the browser is
  // idle (so the check of every section is not one long task).
  useEffect(() => {
    if (!ScrollReveal || reduced) return
    return whenIdle(() => {
      const element = ref.current
      if (element && element.getBoundingClientRect().top > window.innerHeight) setBelowFold(true)
    })
  }, [ScrollReveal, reduced])

  if (ScrollReveal && belowFold && !reduced) return <ScrollReveal {...props} />
  // Until then a plain element: no motion machinery for content that never moves.
  const Tag = props.as ?? "div"
  return (
    <Tag ref={ref as React.Ref<never>} className={props.className}>
      {props.children}
    </Tag>
  )
}

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback: a short timeout there); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = setTimeout(task, 200)
    return () => clearTimeout(timer)
  }
  const id = window.requestIdleCallback(task, { timeout: 2000 })
  return () => window.cancelIdleCallback(id)
}
