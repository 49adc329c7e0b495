import type { Variants } from "framer-motion"

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
  notFoundEntrance: { duration: 0.6, offsetY: 30 },
  /** A photo of a gallery opens, closes and zooms in the viewer: the page's own pace. */
  photoViewer: { duration: 0.3 },
  /** Cards scale in with a spring. */
  cardSpring: { delay: 0.3, duration: 0.5, fromScale: 0.85 },
} as const

/**
 * An animation the browser plays itself (the Web Animations API): page changes and the route
 * overlay need no animation library, so none is in the first download. Easings are CSS's, which
 * are framer-motion's easeOut and easeInOut.
 */
export interface WebAnimation {
  keyframes: Keyframe[]
  options: KeyframeAnimationOptions
}

const seconds = (duration: number) => Math.round(duration * 1000)

/** How a page arrives and leaves: the not-found screen has its own numbers. */
export function pageMotion(pathname: string, notFound: boolean): { enter: WebAnimation; exit: WebAnimation } {
  const route = timings.routeTransition
  const slow = (route.slowPaths as readonly string[]).includes(pathname)
  const { duration, offsetY } = notFound
    ? timings.notFoundEntrance
    : { duration: slow ? route.slowDuration : route.duration, offsetY: route.offsetY }
  const options: KeyframeAnimationOptions = { duration: seconds(duration), easing: "ease-out" }
  return {
    enter: {
      keyframes: [
        { opacity: 0, transform: `translateY(${offsetY}px)` },
        { opacity: 1, transform: "none" },
      ],
      options,
    },
    // Held at its end until the next page replaces it, so the old one does not flash back.
    exit: {
      keyframes: [
        { opacity: 1, transform: "none" },
        { opacity: 0, transform: `translateY(${-offsetY}px)` },
      ],
      options: { ...options, fill: "forwards" },
    },
  }
}

export function overlayFade(direction: "in" | "out"): WebAnimation {
  const opacity = direction === "in" ? [0, 1] : [1, 0]
  return {
    keyframes: opacity.map(value => ({ opacity: value })),
    options: { duration: seconds(timings.routeOverlay.fadeDuration), easing: "ease-in-out", fill: "forwards" },
  }
}

/** framer-motion's variants for sections revealed on scroll (loaded on the first interaction). */
export function revealVariants(kind: "slide" | "card"): Variants {
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
