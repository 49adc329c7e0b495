import type React from "react"
import { useEffect, useRef, useState } from "react"
import { m, useInView, useReducedMotion } from "framer-motion"
import { revealVariants, timings } from "./motion"

export interface RevealProps {
  children: React.ReactNode
  kind?: "slide" | "card"
  as?: "div" | "li" | "article"
  className?: string
}

/**
 * Slides (or springs) its content in when it scrolls into view and back out when it leaves.
 * The server-rendered HTML is always visible: only content that starts below the fold is
 * hidden, after hydration, and only when the visitor has not asked for reduced motion.
 */
export function Reveal(props: RevealProps) {
  const reduced = useReducedMotion() ?? false
  const ref = useRef<HTMLElement>(null)
  const [belowFold, setBelowFold] = useState(false)

  // Checked when the browser is idle, so hydration is not one long task with every section's setup in it.
  useEffect(() => {
    if (reduced) return
    const arm = () => {
      const element = ref.current
      if (element && element.getBoundingClientRect().top > window.innerHeight) setBelowFold(true)
    }
    // Safari has no requestIdleCallback; a short timeout does the same job there.
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(arm, 200)
      return () => clearTimeout(timer)
    }
    const id = window.requestIdleCallback(arm, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }, [reduced])

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
