import { DEFAULT_LANGUAGE, TRANSLATIONS } from "../../lib/languages"
import type { Immutable, PreSaveEvent } from "./decap"
import { loadEditorConfig, type ConfigField, type EditorConfig } from "./editor-config"

/**
 * Decap checks before a save only the fields of the form in the first language: a required Gujarati text left
 * empty in the form beside it was saved (decaporg/decap-cms#5112), to be refused later by the content check on
 * the pull request. Every control of a translated field in a translation's form is watched here, and Decap's
 * preSave event refuses the save, before anything is written, while one of them is empty, with Decap's own
 * "is required" beside the field. With no Gujarati form open (the preview beside the English instead), the
 * entry's Gujarati words are read against the editor's configuration (config.yml) the same way, and the
 * refusal names each field missing.
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
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && "size" in value && (value as { size: number }).size === 0)

export function watchTranslation(control: TranslationControl) {
  if (inTranslation(control)) watched.add(control)
}

export function unwatchTranslation(control: TranslationControl) {
  watched.delete(control)
}

const translated = (field: ConfigField) => field.i18n === true || field.i18n === "translate"

/**
 * The labels of the translated fields a translation's words leave empty where English has them (which the
 * content check refuses, optional ones too). A list of items mixing shared and translated fields (a gallery's photos) has one item of words per
 * English item; a list of words only (a line's paragraphs) is the translation's own, needed when required.
 */
export function missingWords(fields: ConfigField[], english: unknown, words: unknown, place = ""): string[] {
  const record = (value: unknown) => (value && typeof value === "object" ? (value as Record<string, unknown>) : {})
  return fields.filter(translated).flatMap(field => {
    const label = `${place}${field.label}`
    const en = record(english)[field.name]
    const value = record(words)[field.name]
    if (Array.isArray(en) && field.fields?.some(sub => !translated(sub)))
      return en.flatMap((item, index) =>
        missingWords(field.fields!, item, Array.isArray(value) ? value[index] : undefined, `${label} ${index + 1}: `),
      )
    if (Array.isArray(en)) return en.length > 0 && isEmpty(value) ? [label] : []
    if (field.fields) return missingWords(field.fields, en, value, `${label}: `)
    return !isEmpty(en) && isEmpty(value) ? [label] : []
  })
}

/** The fields of an entry's collection, or of its file in a collection of files. */
function entryFields(config: EditorConfig, collection: string, slug: string): ConfigField[] {
  const found = config.collections.find(candidate => candidate.name === collection)
  return found?.fields ?? found?.files?.find(file => file.name === slug)?.fields ?? []
}

/** Decap's preSave handler: refuses a save while a required text of a translation is empty. */
export async function translationsBeforeWriting({ entry }: PreSaveEvent): Promise<void> {
  const empty = [...watched].filter(
    control => control.props.field.get("required") !== false && isEmpty(control.shownValue()),
  )
  if (empty.length > 0) {
    for (const control of empty) control.props.validate()
    const labels = empty.map(({ props }) => `${props.field.get("label")} (${props.locale!.toUpperCase()})`)
    throw new Error(`Write ${labels.join(", ")}: the page in that language needs it.`)
  }
  const fields = entryFields(await loadEditorConfig(), entry.get("collection"), entry.get("slug"))
  const english = entry.get("data")?.toJS()
  const missing = TRANSLATIONS.flatMap(language =>
    missingWords(fields, english, entry.getIn(["i18n", language, "data"])?.toJS()).map(
      label => `${label} (${language.toUpperCase()})`,
    ),
  )
  if (missing.length > 0)
    throw new Error(
      `Write ${missing.join(", ")}: the page in that language needs it. Open the ${TRANSLATIONS.map(code => code.toUpperCase()).join(", ")} form beside the English (the page button at the right edge).`,
    )
}
