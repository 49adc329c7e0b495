/**
 * The popover attributes (HTML, 2024), which React 18 passes to the DOM as they are but its types
 * do not know yet (React 19's do, as `popover` and `popoverTarget`).
 */
import "react"

/* eslint-disable @typescript-eslint/no-unused-vars -- a merged interface repeats React's type parameter */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual"
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
  }
}
