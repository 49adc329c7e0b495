import { useEffect, useRef, useState } from "react"
import { AnimatePresence, m, useReducedMotion } from "framer-motion"
import { overlayVariants, timings } from "../../motion/motion"
import * as styles from "./route-overlay.module.css"

export interface RouteOverlayProps {
  pathname: string
}

/**
 * On every change of path: a translucent green blurred overlay fades in while the page
 * scrolls smoothly to the top, then fades out shortly after the scroll ends.
 * With reduced motion there is no overlay, and Gatsby scrolls as usual (gatsby-browser.tsx).
 */
export function RouteOverlay({ pathname }: RouteOverlayProps) {
  const reduced = useReducedMotion() ?? false
  const [active, setActive] = useState(false)
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    // With reduced motion Gatsby scrolls (and restores positions on Back): see shouldUpdateScroll.
    if (reduced) return
    let cancelled = false
    let removal: number | undefined
    setActive(true)
    import(/* webpackChunkName: "motion-scroll" */ "../../motion/scroll-to-top")
      .then(({ scrollToTop }) => scrollToTop())
      .catch(() => window.scrollTo(0, 0))
      .finally(() => {
        removal = window.setTimeout(() => !cancelled && setActive(false), timings.routeOverlay.removeDelayMs)
      })
    return () => {
      cancelled = true
      window.clearTimeout(removal)
    }
  }, [pathname, reduced])

  return (
    <AnimatePresence>
      {active && (
        <m.div
          className={styles.overlay}
          data-testid="route-overlay"
          aria-hidden="true"
          variants={overlayVariants()}
          initial="hidden"
          animate="visible"
          exit="hidden"
        />
      )}
    </AnimatePresence>
  )
}
