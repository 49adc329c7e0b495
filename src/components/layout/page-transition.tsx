import type React from "react"
import { useEffect, useLayoutEffect, useRef, useState } from "react"
import { pageMotion } from "../../motion/motion"
import { usePrefersReducedMotion } from "../../motion/prefers-reduced-motion"

export interface PageTransitionProps {
  pathname: string
  /** The not-found screen arrives and leaves with its own numbers. */
  notFound: boolean
  children: React.ReactNode
}

interface ShownPage {
  pathname: string
  notFound: boolean
  children: React.ReactNode
}

/**
 * Fades and slides pages between routes: the page on screen plays its exit, then the next one
 * arrives. The browser animates (the Web Animations API), so it works from the first page change,
 * with nothing to download. The first page is shown as the server rendered it; with reduced
 * motion, and where the browser cannot animate, pages change at once.
 */
export function PageTransition({ pathname, notFound, children }: PageTransitionProps) {
  const reduced = usePrefersReducedMotion()
  const [shownPath, setShownPath] = useState(pathname)
  const ref = useRef<HTMLDivElement>(null)
  // The page on screen as last rendered, kept to show while it leaves.
  const shown = useRef<ShownPage>({ pathname, notFound, children })
  const arriving = useRef(false)
  const changing = shownPath !== pathname

  useLayoutEffect(() => {
    if (!changing) shown.current = { pathname, notFound, children }
  })

  useEffect(() => {
    if (!changing) return
    const element = ref.current
    if (reduced || typeof element?.animate !== "function") return setShownPath(pathname)
    const { exit } = pageMotion(shown.current.pathname, shown.current.notFound)
    const leaving = element.animate(exit.keyframes, exit.options)
    leaving.finished.then(
      () => {
        arriving.current = true
        setShownPath(pathname)
      },
      // Cancelled: the visitor moved on again before it finished, and a new exit has begun.
      () => undefined,
    )
    return () => leaving.cancel()
  }, [changing, pathname, reduced])

  useLayoutEffect(() => {
    if (!arriving.current) return
    arriving.current = false
    const { enter } = pageMotion(pathname, notFound)
    ref.current?.animate(enter.keyframes, enter.options)
    // Only when a new page is shown; pathname and notFound are that page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownPath])

  return (
    <div key={shownPath} ref={ref}>
      {changing ? shown.current.children : children}
    </div>
  )
}
