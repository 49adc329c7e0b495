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

/** The language a page is in, from its address: "/gu/about-us" is Gujarati, "/about-us" English. */
export function languageOfPath(pathname: string): Language {
  const translation = TRANSLATIONS.find(code => {
    const { prefix } = LANGUAGES[code]
    return pathname === prefix || pathname.startsWith(`${prefix}/`)
  })
  return translation ?? DEFAULT_LANGUAGE
}

/** A page's address without its language's prefix: "/gu/about-us" → "/about-us", "/gu" → "/". */
export function pathWithoutLanguage(pathname: string): string {
  const { prefix } = LANGUAGES[languageOfPath(pathname)]
  return pathname.slice(prefix.length) || "/"
}

/**
 * A site path in a language: "/about-us" in Gujarati is "/gu/about-us", and the home page "/gu".
 * Anything that is not a path of the site (an address, "#main", "tel:…") is left as it is.
 */
export function pathInLanguage(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path
  const [, page, rest] = /^([^?#]*)(.*)$/.exec(path) ?? ["", path, ""]
  const { prefix } = LANGUAGES[language]
  const bare = pathWithoutLanguage(page)
  return (prefix && bare === "/" ? prefix : `${prefix}${bare}`) + rest
}

/**
 * The same page in every language, as search engines are told of it (hreflang): each language's address,
 * and English as the one for every other reader (x-default). Paths, as the sitemap takes them.
 */
export function languageAlternates(path: string): { lang: string; url: string }[] {
  return [
    ...LANGUAGE_CODES.map(code => ({ lang: LANGUAGES[code].htmlLang, url: pathInLanguage(path, code) })),
    { lang: "x-default", url: pathInLanguage(path, DEFAULT_LANGUAGE) },
  ]
}
