import { useCallback, useEffect, useRef, useState } from "react"

/**
 * What a form's error summary does, as in the GOV.UK Design System: it takes focus each time a Send
 * finds errors (`focusSummary`), and while the form shows errors the page's title starts with "Error: ",
 * the first words a screen reader says of the page.
 */
export function useErrorSummary(hasErrors: boolean, errorPrefix: string) {
  const summaryRef = useRef<HTMLDivElement>(null)
  const [summaryShown, setSummaryShown] = useState(0)
  useEffect(() => {
    if (summaryShown) summaryRef.current?.focus()
  }, [summaryShown])
  useEffect(() => {
    if (!hasErrors) return
    const prefix = `${errorPrefix}: `
    if (!document.title.startsWith(prefix)) document.title = prefix + document.title
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length)
    }
  }, [hasErrors, errorPrefix])
  const focusSummary = useCallback(() => setSummaryShown(count => count + 1), [])
  return { summaryRef, focusSummary }
}
