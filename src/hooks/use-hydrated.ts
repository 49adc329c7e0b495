import { useEffect, useState } from "react"

/** Whether the page has hydrated once: a component rendered after that, as on a page reached by a link, starts so. */
let hydratedOnce = false

/** False in the HTML and while React hydrates it, true from the next render on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce)
  useEffect(() => {
    hydratedOnce = true
    setHydrated(true)
  }, [])
  return hydrated
}
