import type { EnquiryValues } from "./validate-enquiry"

/** Where the draft is kept in sessionStorage; restore-enquiry.ts reads it, in the page too. */
export const DRAFT_KEY = "enquiry-draft"

/** Keeps what the visitor typed for this tab, so a reload or a visit to another page loses nothing. */
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
