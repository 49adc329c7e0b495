/* eslint-disable no-var, @typescript-eslint/no-unused-vars --
   Both functions also run inline in the page, before any compiled script, so they are ES5:
   var, and a catch that names its error. */
import { DRAFT_KEY } from "./enquiry-draft"
import { ENQUIRY_FIELDS } from "./validate-enquiry"

export type SavedEnquiry = Partial<Record<string, string>>

/**
 * What the form gives back to a visitor, field by field: the draft kept for this tab, with the
 * text a product's Contact Us sends along (?message in `search`) in place of its message.
 */
export function savedEnquiry(draftKey: string, search: string): SavedEnquiry {
  var saved: SavedEnquiry = {}
  var draft: Record<string, unknown> = {}
  try {
    draft = JSON.parse(window.sessionStorage.getItem(draftKey) || "{}") || {}
  } catch (unavailable) {
    draft = {}
  }
  for (var field in draft) if (typeof draft[field] === "string") saved[field] = draft[field] as string
  var message = (new URLSearchParams(search).get("message") || "").trim()
  if (message) saved.message = message
  return saved
}

/**
 * Puts the saved values into those of `fields` that still show their server text. A field that
 * shows anything else was typed into (or refilled by the browser), and typed text comes first.
 */
export function fillUntouchedFields(form: HTMLFormElement | null, fields: readonly string[], saved: SavedEnquiry) {
  for (var i = 0; form && i < fields.length; i++) {
    var field = form.elements.namedItem(fields[i]) as HTMLInputElement | HTMLTextAreaElement | null
    var value = saved[fields[i]]
    if (field && field.value === field.defaultValue && typeof value === "string") field.value = value
  }
}

/**
 * The inline script written right after the form in the server HTML: it restores the draft and
 * ?message as the page is parsed, so they are in the fields at the first paint rather than once
 * the site's scripts have downloaded and hydrated. The build allows it by its hash, as every
 * inline script (src/node/page-headers.ts). The same two functions restore the form when React
 * renders it on a visit from another page (use-restored-enquiry.ts).
 */
export function restoreEnquiryScript(formId: string): string {
  return (
    `(${fillUntouchedFields})(document.getElementById(${JSON.stringify(formId)}),${JSON.stringify(ENQUIRY_FIELDS)},` +
    `(${savedEnquiry})(${JSON.stringify(DRAFT_KEY)},location.search))`
  )
}
