import type { FormValues } from "./form-definition"

/** Keeps what the visitor typed for this tab, so a reload or a visit to another page loses nothing. */
export function saveDraft(draftKey: string, values: FormValues): void {
  try {
    window.sessionStorage.setItem(draftKey, JSON.stringify(values))
  } catch {
    // Storage can be full or blocked (private browsing); the form still works without a draft.
  }
}

export function clearDraft(draftKey: string): void {
  try {
    window.sessionStorage.removeItem(draftKey)
  } catch {
    // As above: nothing to clear when storage is unavailable.
  }
}
