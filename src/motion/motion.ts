import type { Transition, Variants } from "framer-motion"

/** Every animation number from the specification, named, in one place. */
export const timings = {
  /** Pages fade and slide between routes; home and about take longer. */
  routeTransition: { duration: 0.3, slowDuration: 0.75, slowPaths: ["/", "/about-us"], offsetY: 16 },
  /** The green blurred overlay shown while the page scrolls back to the top. */
  routeOverlay: { fadeDuration: 0.6, removeDelayMs: 100 },
  /** The smooth scroll to the top on every change of path. */
  scrollToTop: { type: "spring", stiffness: 100, damping: 20, duration: 0.3 },
  /** Elements slide and fade in on scroll and reverse on scroll back. */
  reveal: { duration: 0.6, offsetY: 40, viewportAmount: 0.2 },
  /** The not-found screen fades and slides in and out. */
  notFoundEntrance: { duration: 0.6, ease: "easeOut", offsetY: 30 },
  /** Cards scale in with a spring. */
  cardSpring: { delay: 0.3, duration: 0.5, fromScale: 0.85 },
} as const

const still: Variants = { hidden: {}, visible: {}, exit: {} }

export function routeVariants(pathname: string, reduced: boolean): Variants {
  if (reduced) return still
  const { duration, slowDuration, slowPaths, offsetY } = timings.routeTransition
  const transition: Transition = {
    duration: (slowPaths as readonly string[]).includes(pathname) ? slowDuration : duration,
    ease: "easeOut",
  }
  return {
    hidden: { opacity: 0, y: offsetY },
    visible: { opacity: 1, y: 0, transition },
    exit: { opacity: 0, y: -offsetY, transition },
  }
}

export function overlayVariants(): Variants {
  const transition: Transition = { duration: timings.routeOverlay.fadeDuration, ease: "easeInOut" }
  return { hidden: { opacity: 0, transition }, visible: { opacity: 1, transition } }
}

export function revealVariants(kind: "slide" | "card", reduced: boolean): Variants {
  if (reduced) return still
  if (kind === "card") {
    const { delay, duration, fromScale } = timings.cardSpring
    return {
      hidden: { opacity: 0, scale: fromScale },
      visible: { opacity: 1, scale: 1, transition: { type: "spring", delay, duration, bounce: 0.25 } },
    }
  }
  const { duration, offsetY } = timings.reveal
  return {
    hidden: { opacity: 0, y: offsetY, transition: { duration: duration / 2 } },
    visible: { opacity: 1, y: 0, transition: { duration, ease: "easeOut" } },
  }
}

export function notFoundVariants(reduced: boolean): Variants {
  if (reduced) return still
  const { duration, ease, offsetY } = timings.notFoundEntrance
  return {
    hidden: { opacity: 0, y: offsetY },
    visible: { opacity: 1, y: 0, transition: { duration, ease } },
    exit: { opacity: 0, y: -offsetY, transition: { duration, ease } },
  }
}
