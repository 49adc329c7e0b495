import { ENQUIRY_FIELDS, type EnquiryValues } from "./validate-enquiry"

type Typed = Partial<EnquiryValues>
type Field = HTMLInputElement | HTMLTextAreaElement

const isEnquiryField = (element: unknown): element is Field =>
  (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
  (ENQUIRY_FIELDS as readonly string[]).includes(element.name)

let watching: { form: HTMLFormElement; stop: () => Typed } | undefined

/**
 * Keeps what a visitor types into the server-rendered form until React has taken it over:
 * hydrating a textarea writes its server text back into it, which would lose a message typed
 * while the page was loading. Call it while the form is being hydrated (from a state
 * initialiser); it returns a function that stops watching and gives what was typed, field by
 * field, or undefined when the form was not in the page already (a client-side visit). A field
 * that no longer shows its server text when watching starts counts as typed: so does what the
 * page's inline script restored (restoreEnquiryScript), which hydration would overwrite too.
 */
export function watchTypedBeforeHydration(formId: string): (() => Typed) | undefined {
  if (typeof document === "undefined") return undefined
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return undefined
  if (watching?.form === form) return watching.stop

  const typed: Typed = {}
  for (const element of Array.from(form.elements))
    if (isEnquiryField(element) && element.value !== element.defaultValue)
      typed[element.name as keyof Typed] = element.value
  const record = ({ target }: Event) => {
    if (isEnquiryField(target)) typed[target.name as keyof Typed] = target.value
  }
  form.addEventListener("input", record, true)
  const stop = () => {
    form.removeEventListener("input", record, true)
    watching = undefined
    return typed
  }
  watching = { form, stop }
  return stop
}
