import type React from "react"
import { useEffect, useRef, useState } from "react"
import { m, useReducedMotion } from "framer-motion"
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
export function Reveal({ children, kind = "slide", as = "div", className }: RevealProps) {
  const ref = useRef<HTMLElement>(null)
  const reduced = useReducedMotion() ?? false
  const [armed, setArmed] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!reduced && element && element.getBoundingClientRect().top > window.innerHeight) setArmed(true)
  }, [reduced])

  const Component = m[as]
  return (
    <Component
      ref={ref as React.Ref<never>}
      className={className}
      initial={false}
      animate={armed ? "hidden" : undefined}
      whileInView={armed ? "visible" : undefined}
      viewport={{ amount: timings.reveal.viewportAmount }}
      variants={revealVariants(kind, reduced)}
    >
      {children}
    </Component>
  )
}
