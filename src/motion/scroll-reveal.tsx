import type React from "react"
import { useRef } from "react"
import { domAnimation, LazyMotion, m, useInView } from "framer-motion"
import { revealVariants, timings } from "./motion"

export interface ScrollRevealProps {
  children: React.ReactNode
  kind?: "slide" | "card"
  as?: "div" | "li" | "article"
  className?: string
}

/**
 * Slides (or springs) its content in when it scrolls into view and back out when it leaves.
 * Mounts hidden (a style, so nothing waits for features to load) and follows the viewport.
 * This module and framer-motion load on the visitor's first interaction (./load-scroll-reveal).
 */
export function ScrollReveal({ children, kind = "slide", as = "div", className }: ScrollRevealProps) {
  const ref = useRef<HTMLElement>(null)
  const inView = useInView(ref, { amount: timings.reveal.viewportAmount })
  const Component = m[as]
  return (
    <LazyMotion features={domAnimation} strict>
      <Component
        ref={ref as React.Ref<never>}
        className={className}
        initial={false}
        animate={inView ? "visible" : "hidden"}
        variants={revealVariants(kind)}
      >
        {children}
      </Component>
    </LazyMotion>
  )
}
