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

  useEffect(() => {
    const element = ref.current
    if (!reduced && element && element.getBoundingClientRect().top > window.innerHeight) setBelowFold(true)
  }, [reduced])

  if (belowFold && !reduced) return <ScrollReveal {...props} />
  const Component = m[props.as ?? "div"]
  return (
    <Component ref={ref as React.Ref<never>} className={props.className}>
      {props.children}
    </Component>
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
