import { ENQUIRY_FIELDS, type EnquiryValues } from "./validate-enquiry"

const DRAFT_KEY = "enquiry-draft"

/** What the visitor typed, kept for this tab so a reload or a visit to another page loses nothing. */
export function loadDraft(): Partial<EnquiryValues> {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? "{}") as Record<string, unknown>
    return Object.fromEntries(
      ENQUIRY_FIELDS.filter(field => typeof saved[field] === "string").map(field => [field, saved[field]]),
    ) as Partial<EnquiryValues>
  } catch {
    return {}
  }
}

export function saveDraft(values: EnquiryValues): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values))
  } catch {
    // Storage can be full or blocked (private browsing); the form still works without a draft.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // As above: nothing to clear when storage is unavailable.
  }
}
