import { useEffect, useLayoutEffect, useRef, useState } from "react"
import { overlayFade, timings } from "../../motion/motion"
import { usePrefersReducedMotion } from "../../motion/prefers-reduced-motion"
import * as styles from "./route-overlay.module.css"

export interface RouteOverlayProps {
  pathname: string
}

const pause = (ms: number) => new Promise(resolve => window.setTimeout(resolve, ms))

/** Resolves when the animation has played; at once where the browser cannot animate. */
function play(element: HTMLElement | null, direction: "in" | "out"): Promise<unknown> {
  if (typeof element?.animate !== "function") return Promise.resolve()
  const { keyframes, options } = overlayFade(direction)
  return element.animate(keyframes, options).finished
}

/**
 * On every change of path: a translucent green blurred overlay fades in while the page
 * scrolls smoothly to the top, then fades out shortly after the scroll ends and is removed.
 * With reduced motion there is no overlay, and Gatsby scrolls as usual (gatsby-browser.tsx).
 */
export function RouteOverlay({ pathname }: RouteOverlayProps) {
  const reduced = usePrefersReducedMotion()
  const [active, setActive] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    // With reduced motion Gatsby scrolls (and restores positions on Back): see shouldUpdateScroll.
    if (reduced) return
    let current = true
    setActive(true)
    // Already on screen from a change a moment ago, perhaps fading out: back to full.
    if (ref.current) void play(ref.current, "in").catch(() => undefined)
    // The scroll's spring comes with framer-motion, downloaded the first time it is needed.
    import(/* webpackChunkName: "motion-scroll" */ "../../motion/scroll-to-top")
      .then(({ scrollToTop }) => scrollToTop())
      .catch(() => window.scrollTo(0, 0))
      .then(() => pause(timings.routeOverlay.removeDelayMs))
      .then(() => current && play(ref.current, "out"))
      .then(
        () => current && setActive(false),
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [pathname, reduced])

  useLayoutEffect(() => {
    if (active) void play(ref.current, "in").catch(() => undefined)
  }, [active])

  if (!active) return null
  return <div ref={ref} className={styles.overlay} data-testid="route-overlay" aria-hidden="true" />
}
