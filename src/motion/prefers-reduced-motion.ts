import { useSyncExternalStore } from "react"

const QUERY = "(prefers-reduced-motion: reduce)"

let mediaQuery: MediaQueryList | undefined

/** The one query every caller shares: each revealed section asks during hydration, and a new query is parsed and matched anew. */
function reducedMotionQuery(): MediaQueryList | undefined {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return undefined
  return (mediaQuery ??= window.matchMedia(QUERY))
}

/** Whether the visitor asked for less motion (false where the browser cannot say, or on the server). */
export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false
}

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery()
  if (!query) return () => undefined
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}

/** prefersReducedMotion as state, following a change of the setting. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false)
}
