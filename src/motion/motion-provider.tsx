import type React from "react"
import { useEffect, useState } from "react"
import { LazyMotion } from "framer-motion"
import { firstInteraction } from "./first-interaction"

let featuresLoaded = false
let markFeaturesReady: () => void = () => undefined
const motionFeaturesReady = new Promise<void>(resolve => (markFeaturesReady = resolve))

// Downloaded when the visitor first scrolls, touches, points or types: nothing moves before that, so
// the first download and the first seconds of the main thread belong to the page itself. Listening
// starts as this module loads, before hydration, so an early scroll counts.
// If the features cannot be downloaded (a flaky connection), pages simply stay still.
if (typeof window !== "undefined") void firstInteraction()
const loadFeatures = () =>
  firstInteraction()
    .then(() => import(/* webpackChunkName: "motion-features" */ "./motion-features"))
    .then(module => {
      featuresLoaded = true
      markFeaturesReady()
      return module.default
    })
    .catch(() => new Promise<never>(() => undefined))

export interface MotionProviderProps {
  children: React.ReactNode
}

/** Makes `m` components animate once the animation engine has loaded, on the visitor's first interaction. */
export function MotionProvider({ children }: MotionProviderProps) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  )
}

/**
 * Whether the animation features are in. Until then nothing may mount hidden to animate in
 * later: without the features it would stay hidden.
 */
export function useMotionReady(): boolean {
  const [ready, setReady] = useState(featuresLoaded)
  useEffect(() => {
    let current = true
    if (!ready) void motionFeaturesReady.then(() => current && setReady(true))
    return () => {
      current = false
    }
  }, [ready])
  return ready
}
