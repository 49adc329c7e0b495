import type { FormDefinition, FormValues } from "./form-definition"

type TextField = HTMLInputElement | HTMLTextAreaElement

/** A text a visitor types: hydration keeps what boxes and choices show, but may write a text's server value back. */
const isTextField = (element: unknown, fields: readonly string[]): element is TextField =>
  ((element instanceof HTMLInputElement && element.type !== "checkbox" && element.type !== "radio") ||
    element instanceof HTMLTextAreaElement) &&
  fields.includes(element.name)

let watching: { form: HTMLFormElement; stop: () => FormValues } | undefined

/**
 * Keeps what a visitor types into the server-rendered form until React has taken it over:
 * hydrating a textarea writes its server text back into it, which would lose a message typed
 * while the page was loading. Call it while the form is being hydrated (from a state
 * initialiser); it returns a function that stops watching and gives what was typed, field by
 * field, or undefined when the form was not in the page already (a client-side visit). A field
 * that no longer shows its server text when watching starts counts as typed: so does what the
 * page's inline script restored (restoreFormScript), which hydration would overwrite too.
 */
export function watchTypedBeforeHydration({ id, fields }: Pick<FormDefinition, "id" | "fields">) {
  if (typeof document === "undefined") return undefined
  const form = document.getElementById(id)
  if (!(form instanceof HTMLFormElement)) return undefined
  if (watching?.form === form) return watching.stop

  const typed: FormValues = {}
  for (const element of Array.from(form.elements))
    if (isTextField(element, fields) && element.value !== element.defaultValue) typed[element.name] = element.value
  const record = ({ target }: Event) => {
    if (isTextField(target, fields)) typed[target.name] = target.value
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
