import { useEffect, useState, type RefObject } from "react"
import { saveDraft } from "./enquiry-draft"
import type { FormDefinition } from "./form-definition"
import { readForm, readServerForm } from "./read-enquiry"
import { fillUntouchedFields, savedForm } from "./restore-enquiry"
import { watchTypedBeforeHydration } from "./typed-before-hydration"

/**
 * Gives the form back what the visitor had once React has taken it over, hands the values to
 * `onRestored`, and says whether that has happened. (Send tapped before then is held until the
 * page has hydrated, this effect included: src/lib/held-taps.ts.)
 *
 * Loaded with the page, the form was restored by its inline script (restoreFormScript), and
 * the visitor may have typed since; but hydrating a textarea writes its server text back. So
 * whatever the fields held when hydration began, and whatever is typed during it, is written
 * back (watchTypedBeforeHydration). Reached from another page, React renders the form afresh,
 * and it is restored here, by the same rule.
 */
export function useRestoredForm<Field extends string>(
  definition: FormDefinition<Field>,
  formRef: RefObject<HTMLFormElement>,
  onRestored: (values: Record<Field, string>) => void,
): boolean {
  // Started during hydration's first render, before React reaches the fields.
  const [stopWatching] = useState(() => watchTypedBeforeHydration(definition))
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    const { fields, draftKey, fromAddress = {} } = definition
    const form = formRef.current!
    const kept = stopWatching?.() ?? {}
    for (const [name, value] of Object.entries(kept))
      (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement).value = value
    const saved = savedForm(draftKey, window.location.search, fromAddress)
    fillUntouchedFields(
      form,
      fields.filter(field => !(field in kept)),
      saved,
    )
    const current = readForm(form, fields)
    onRestored(current)
    // Typed, ticked or chosen before React listened, so no input event saved it yet (what was
    // restored came from storage or the address).
    const server = readServerForm(form, fields)
    if (fields.some(name => current[name] !== (saved[name] ?? server[name]))) saveDraft(draftKey, current)
    setRestored(true)
  }, [definition, formRef, onRestored, stopWatching])

  return restored
}
