import type React from "react"
import { AnimatePresence, m, useReducedMotion } from "framer-motion"
import { routeVariants } from "../../motion/motion"
import { useMotionReady } from "../../motion/motion-provider"

export interface PageTransitionProps {
  pathname: string
  children: React.ReactNode
}

/**
 * Fades and slides pages between routes. The first page is rendered as it is
 * (initial={false}), so the server-rendered HTML is never hidden waiting for script; so is any
 * page reached before the animation features are in, which could not fade it in. A page left
 * before they are in has no exit either: were they to arrive mid-change, the exit they would
 * start could hold the old page on screen.
 */
export function PageTransition({ pathname, children }: PageTransitionProps) {
  const reduced = useReducedMotion() ?? false
  const ready = useMotionReady()
  return (
    <AnimatePresence mode="wait" initial={false}>
      <m.div
        key={pathname}
        variants={routeVariants(pathname, reduced)}
        initial={ready && "hidden"}
        animate="visible"
        exit={ready ? "exit" : undefined}
      >
        {children}
      </m.div>
    </AnimatePresence>
  )
}
