import { DEFAULT_LANGUAGE } from "../../lib/languages"
import type { Immutable } from "./decap"

/**
 * Decap checks before a save only the fields of the form in the first language: a required Gujarati text left
 * empty in the form beside it was saved (decaporg/decap-cms#5112), to be refused later by the content check on
 * the pull request. Every control of a translated field in a translation's form is watched here, and Decap's
 * preSave event refuses the save, before anything is written, while one of them is empty, with Decap's own
 * "is required" beside the field.
 */

/** What Decap hands a field's control, as much as this reads. */
export interface TranslationControl {
  props: { field: Immutable; locale?: string; validate(): void }
  /** The value the control shows, which may be newer than the form's (kept-value-control.ts). */
  shownValue(): unknown
}

const watched = new Set<TranslationControl>()

/** Whether a control is a translated field's in a translation's form (Decap's i18n `true` reads "translate"). */
const inTranslation = ({ props }: TranslationControl) =>
  props.locale !== undefined && props.locale !== DEFAULT_LANGUAGE && props.field.get("i18n") === "translate"

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (typeof value === "object" && "size" in value && (value as { size: number }).size === 0)

export function watchTranslation(control: TranslationControl) {
  if (inTranslation(control)) watched.add(control)
}

export function unwatchTranslation(control: TranslationControl) {
  watched.delete(control)
}

/** Decap's preSave handler: refuses a save while a required text of a translation's form is empty. */
export async function translationsBeforeWriting(): Promise<void> {
  const empty = [...watched].filter(
    control => control.props.field.get("required") !== false && isEmpty(control.shownValue()),
  )
  if (empty.length === 0) return
  for (const control of empty) control.props.validate()
  const labels = empty.map(({ props }) => `${props.field.get("label")} (${props.locale!.toUpperCase()})`)
  throw new Error(`Write ${labels.join(", ")}: the page in that language needs it.`)
}
