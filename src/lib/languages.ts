/**
 * The languages the site is written in. English is at today's addresses; every other language's pages
 * are the same pages under its prefix (/gu/our-products/ups-systems). Each content file holds every
 * language, under its code: { "en": { … }, "gu": { … } }. `name` is how the language writes its own
 * name (the header's switch), `englishName` how messages to editors name it.
 */
export const LANGUAGES = {
  en: { name: "English", englishName: "English", htmlLang: "en-IN", ogLocale: "en_IN", prefix: "" },
  gu: { name: "ગુજરાતી", englishName: "Gujarati", htmlLang: "gu-IN", ogLocale: "gu_IN", prefix: "/gu" },
} as const

export type Language = keyof typeof LANGUAGES

/** The language every field is written in first, with what both languages share (names, numbers, files). */
export const DEFAULT_LANGUAGE: Language = "en"

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[]

/** The languages after the first: each holds only the words of a content file. */
export const TRANSLATIONS = LANGUAGE_CODES.filter(code => code !== DEFAULT_LANGUAGE)

/** Gujarati script, in which no shared field is written. */
export const GUJARATI_SCRIPT = /[\u0A80-\u0AFF]/
/** Gujarati digits: the site writes numbers with 0–9 in both languages. */
export const GUJARATI_DIGITS = /[\u0AE6-\u0AEF]/
