import { useEffect, useState } from "react"
import { firstInteraction } from "../lib/first-interaction"
import type { ScrollReveal } from "./scroll-reveal"

let loaded: typeof ScrollReveal | undefined
let loading: Promise<typeof ScrollReveal> | undefined

/**
 * framer-motion and the scroll reveal download on the visitor's first scroll, touch, pointer
 * move or key press: nothing is revealed before that, so the first download and the first
 * seconds of the main thread belong to the page itself. Listening starts as this module loads,
 * before hydration, so an early scroll counts. If the download fails (a flaky connection), the
 * sections simply stay as they are.
 */
function load(): Promise<typeof ScrollReveal> {
  loading ??= firstInteraction()
    .then(() => import(/* webpackChunkName: "motion-features" */ "./scroll-reveal"))
    .then(module => (loaded = module.ScrollReveal))
    .catch(() => new Promise<never>(() => undefined))
  return loading
}
if (typeof window !== "undefined") void load()

/** The ScrollReveal component once it has loaded, and undefined until then. */
export function useScrollReveal(): typeof ScrollReveal | undefined {
  const [component, setComponent] = useState(() => loaded)
  useEffect(() => {
    let current = true
    if (!component) void load().then(loadedComponent => current && setComponent(() => loadedComponent))
    return () => {
      current = false
    }
  }, [component])
  return component
}
