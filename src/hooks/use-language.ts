import { createContext, useContext } from "react"
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from "../lib/languages"

/**
 * The language of the page being drawn, from its address (src/lib/languages.ts): the layout
 * provides it around each page, and the head (src/components/seo.tsx) around what it writes.
 */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE)

export const useLanguage = () => useContext(LanguageContext)

/** A site path in the page's language, so a link inside a Gujarati page stays in Gujarati. */
export function usePathInLanguage(): (path: string) => string {
  const language = useLanguage()
  return path => pathInLanguage(path, language)
}
