import type React from "react"
import { LazyMotion } from "framer-motion"

let markFeaturesReady: () => void = () => undefined

/** Resolves once the animation features are loaded; until then nothing may be hidden to animate in later. */
export const motionFeaturesReady = new Promise<void>(resolve => (markFeaturesReady = resolve))

// If the features cannot be downloaded (a flaky connection), pages simply stay still.
const loadFeatures = () =>
  import(/* webpackChunkName: "motion-features" */ "./motion-features")
    .then(module => {
      markFeaturesReady()
      return module.default
    })
    .catch(() => new Promise<never>(() => undefined))

export interface MotionProviderProps {
  children: React.ReactNode
}

/** Makes `m` components animate once the animation engine has loaded, after the page is usable. */
export function MotionProvider({ children }: MotionProviderProps) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  )
}
