import { animate } from "framer-motion"
import { timings } from "./motion"

/** Scrolls the window to the top with the specification's spring and resolves when it settles. */
export function scrollToTop(): Promise<void> {
  const from = window.scrollY
  if (from === 0) return Promise.resolve()
  return new Promise(resolve => {
    animate(from, 0, {
      ...timings.scrollToTop,
      onUpdate: y => window.scrollTo(0, y),
      onComplete: () => resolve(),
    })
  })
}
