import { GUJARATI_SCRIPT, LANGUAGES, type Language } from "../../lib/languages"
import { isGroup } from "../content-languages"
import type { ContentProblem } from "./content-problem"

/** What the translations hold, judged once every file is read (see sameTextProblems). */
export interface Translations {
  /** Each text a translation left as in English. */
  same: { file: string; field: string; text: string }[]
  /** Every translated text. */
  texts: string[]
}

/** A word written in English letters inside a Gujarati sentence somewhere in content/: a name or a code. */
const LATIN_WORD = /[A-Za-z][A-Za-z0-9'’&+-]*/g

/**
 * A translation's text that is still the English text, unless it is only names: every word in English
 * letters in it (Exide, WhatsApp, kVA) is also written so inside some Gujarati sentence of the content,
 * and so is a name, a brand or a unit in Gujarati too; or it has no words at all ("24/7").
 */
export function sameTextProblems({ same, texts }: Translations): ContentProblem[] {
  const names = new Set(texts.filter(text => GUJARATI_SCRIPT.test(text)).flatMap(text => text.match(LATIN_WORD) ?? []))
  return same
    .filter(({ text }) => !(text.match(LATIN_WORD) ?? []).every(word => names.has(word)))
    .map(({ file, field }) => ({
      file,
      field,
      message: `is still the English text: write it in ${LANGUAGES[field.split(".")[0] as Language].englishName} (names, model codes and units may stay in English letters)`,
    }))
}

/** Every text of a value, at any depth. */
export const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : isGroup(value)
        ? Object.values(value).flatMap(textsOf)
        : []
