/* eslint-disable no-var, @typescript-eslint/no-unused-vars --
   Both functions also run inline in the page, before any compiled script, so they are ES5:
   var, and a catch that names its error. */
import type { FormDefinition } from "./form-definition"

export type SavedForm = Partial<Record<string, string>>

/**
 * What a form gives back to a visitor, field by field: the draft kept for this tab, with what the
 * address sends along (a product's Contact Us sends ?message) in place of the draft's.
 */
export function savedForm(draftKey: string, search: string, fromAddress: Record<string, string>): SavedForm {
  var saved: SavedForm = {}
  var draft: Record<string, unknown> = {}
  try {
    draft = JSON.parse(window.sessionStorage.getItem(draftKey) || "{}") || {}
  } catch (unavailable) {
    draft = {}
  }
  for (var field in draft) if (typeof draft[field] === "string") saved[field] = draft[field] as string
  var query = new URLSearchParams(search)
  for (var parameter in fromAddress) {
    var value = (query.get(parameter) || "").trim()
    if (value) saved[fromAddress[parameter]] = value
  }
  return saved
}

/**
 * Puts the saved values into those of `fields` that still show their server state. A field that
 * shows anything else was typed into, ticked or chosen (or refilled by the browser), and what the
 * visitor did comes first. A box or a choice takes the saved value if it is among its lines.
 */
export function fillUntouchedFields(form: HTMLFormElement | null, fields: readonly string[], saved: SavedForm) {
  var elements = form ? form.elements : []
  for (var i = 0; i < elements.length; i++) {
    var field = elements[i] as HTMLInputElement
    var options = (elements[i] as HTMLSelectElement).options
    var value = saved[field.name]
    if (fields.indexOf(field.name) < 0 || typeof value !== "string") continue
    if (field.type === "checkbox" || field.type === "radio") {
      if (field.checked === field.defaultChecked) field.checked = value.split("\n").indexOf(field.value) >= 0
    } else if (options) {
      // Untouched, it shows the option the server chose, or else its first.
      var chosen = 0
      for (var o = 0; o < options.length; o++) if (options[o].defaultSelected) chosen = o
      if (options.selectedIndex === chosen) field.value = value
    } else if (field.value === field.defaultValue) field.value = value
  }
}

/**
 * The inline script written right after a form in the server HTML: it restores the draft and what
 * the address sends along as the page is parsed, so they are in the fields at the first paint rather
 * than once the site's scripts have downloaded and hydrated. The build allows it by its hash, as
 * every inline script (src/node/page-headers.ts). The same two functions restore the form when React
 * renders it on a visit from another page (use-restored-enquiry.ts).
 */
export function restoreFormScript({ id, fields, draftKey, fromAddress = {} }: FormDefinition): string {
  return (
    `(${fillUntouchedFields})(document.getElementById(${JSON.stringify(id)}),${JSON.stringify(fields)},` +
    `(${savedForm})(${JSON.stringify(draftKey)},location.search,${JSON.stringify(fromAddress)}))`
  )
}
