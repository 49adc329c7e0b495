import type React from "react"
import { LazyMotion } from "framer-motion"

const loadFeatures = () => import("./motion-features").then(module => module.default)

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
