import { useEffect, useRef, useState } from "react"
import { addressOf, emptyState, stateFromAddress, type LoadChoice } from "./sizing-state"
import { stateFromForm } from "./sizing-form-state"
import type { SizingWords } from "./sizing-words"

/**
 * The helper's state, kept in the page's address: restored from it, or from the form, once the page's
 * scripts run, and written back to it at every change. Returns the state, its setter and its address.
 */
export function useSizingState(
  formId: string,
  choices: readonly LoadChoice[],
  words: Pick<SizingWords, "defaultMinutes" | "times" | "batteries">,
) {
  const [state, setState] = useState(() => emptyState(words.defaultMinutes))
  // What the visitor did before the page's scripts ran: hydration keeps the boxes ticked but not
  // the state behind them, so it is read from the form once, as the scripts take it over.
  const [typedBeforeHydration] = useState(() => stateFromForm(formId, choices, words))
  const restored = useRef(false)

  useEffect(() => {
    const fromAddress = stateFromAddress(window.location.search, choices, {
      times: words.times,
      batteries: words.batteries.map(battery => battery.id),
      defaultMinutes: words.defaultMinutes,
    })
    const restoredState = fromAddress ?? typedBeforeHydration
    if (restoredState) setState(restoredState)
    restored.current = true
  }, [choices, words, typedBeforeHydration])

  const address = addressOf(state, choices)
  const hasLoads = Object.keys(state.loads).length > 0 || state.others.length > 0
  useEffect(() => {
    if (!restored.current) return
    const url = `${window.location.pathname}${hasLoads ? address : ""}${window.location.hash}`
    // Gatsby's router keeps its own state in history.state: the address changes, the entry stays.
    window.history.replaceState(window.history.state, "", url)
  }, [address, hasLoads])

  return { state, setState, address }
}
