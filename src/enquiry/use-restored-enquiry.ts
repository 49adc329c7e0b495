import { useEffect, useState, type RefObject } from "react"
import { DRAFT_KEY, saveDraft } from "./enquiry-draft"
import { readEnquiry } from "./read-enquiry"
import { fillUntouchedFields, savedEnquiry } from "./restore-enquiry"
import { watchTypedBeforeHydration } from "./typed-before-hydration"
import { ENQUIRY_FIELDS, type EnquiryValues } from "./validate-enquiry"

/**
 * Gives the form back what the visitor had once React has taken it over, and hands the values to
 * `onRestored`. (Send tapped before then is held until the page has hydrated, this effect included:
 * src/lib/held-taps.ts.)
 *
 * Loaded with the page, the form was restored by its inline script (restoreEnquiryScript), and
 * the visitor may have typed since; but hydrating a textarea writes its server text back. So
 * whatever the fields held when hydration began, and whatever is typed during it, is written
 * back (watchTypedBeforeHydration). Reached from another page, React renders the form afresh,
 * and it is restored here, by the same rule.
 */
export function useRestoredEnquiry(
  formId: string,
  formRef: RefObject<HTMLFormElement>,
  onRestored: (values: EnquiryValues) => void,
): void {
  // Started during hydration's first render, before React reaches the fields.
  const [stopWatching] = useState(() => watchTypedBeforeHydration(formId))

  useEffect(() => {
    const form = formRef.current!
    const kept = stopWatching?.() ?? {}
    for (const [name, value] of Object.entries(kept))
      (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement).value = value
    const saved = savedEnquiry(DRAFT_KEY, window.location.search)
    fillUntouchedFields(
      form,
      ENQUIRY_FIELDS.filter(field => !(field in kept)),
      saved,
    )
    const current = readEnquiry(form)
    onRestored(current)
    // Typed before React listened, so no input event saved it yet (what was restored came from storage or the address).
    if (Object.entries(kept).some(([name, value]) => value !== saved[name])) saveDraft(current)
  }, [formRef, onRestored, stopWatching])
}
