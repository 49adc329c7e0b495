import type React from "react"
import { useEffect, useRef, useState } from "react"
import { m, useInView, useReducedMotion } from "framer-motion"
import { revealVariants, timings } from "./motion"
import { useMotionReady } from "./motion-provider"

export interface RevealProps {
  children: React.ReactNode
  kind?: "slide" | "card"
  as?: "div" | "li" | "article"
  className?: string
}

/**
 * Slides (or springs) its content in when it scrolls into view and back out when it leaves.
 * The server-rendered HTML is always visible: only content that starts below the fold is
 * hidden, once the animation features are in (on the first interaction), and only when the
 * visitor has not asked for reduced motion.
 */
export function Reveal(props: RevealProps) {
  const reduced = useReducedMotion() ?? false
  const ready = useMotionReady()
  const ref = useRef<HTMLElement>(null)
  const [belowFold, setBelowFold] = useState(false)

  // Checked once the animation features are in (so nothing hides that could not come back) and
  // the browser is idle (so the check of every section is not one long task).
  useEffect(() => {
    if (!ready || reduced) return
    return whenIdle(() => {
      const element = ref.current
      if (element && element.getBoundingClientRect().top > window.innerHeight) setBelowFold(true)
    })
  }, [ready, reduced])

  if (belowFold && !reduced) return <ScrollReveal {...props} />
  // Until then a plain element: no motion machinery for content that never moves.
  const Tag = props.as ?? "div"
  return (
    <Tag ref={ref as React.Ref<never>} className={props.className}>
      {props.children}
    </Tag>
  )
}

/** Mounts hidden (a style, so it needs none of the lazily loaded animation features) and follows the viewport. */
function ScrollReveal({ children, kind = "slide", as = "div", className }: RevealProps) {
  const ref = useRef<HTMLElement>(null)
  const inView = useInView(ref, { amount: timings.reveal.viewportAmount })
  const Component = m[as]
  return (
    <Component
      ref={ref as React.Ref<never>}
      className={className}
      initial={false}
      animate={inView ? "visible" : "hidden"}
      variants={revealVariants(kind, false)}
    >
      {children}
    </Component>
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
