import type React from "react"
import { AnimatePresence, m, useReducedMotion } from "framer-motion"
import { routeVariants } from "../../motion/motion"

export interface PageTransitionProps {
  pathname: string
  children: React.ReactNode
}

/**
 * Fades and slides pages between routes. The first page is rendered as it is
 * (initial={false}), so the server-rendered HTML is never hidden waiting for script.
 */
export function PageTransition({ pathname, children }: PageTransitionProps) {
  const reduced = useReducedMotion() ?? false
  return (
    <AnimatePresence mode="wait" initial={false}>
      <m.div key={pathname} variants={routeVariants(pathname, reduced)} initial="hidden" animate="visible" exit="exit">
        {children}
      </m.div>
    </AnimatePresence>
  )
}
