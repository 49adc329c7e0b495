import fs from "node:fs"
import path from "node:path"
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from "../lib/languages"
import { languageShapeOf, mergeLanguage } from "./content-languages"
import { CONTENT_FILES, schemasFor } from "./content-schema"

/** The schemas' shape only: the content check has already checked every image. */
const schemas = schemasFor(() => null)

/** A GraphQL type name from a file or folder name: "backup-sizing.json" → "BackupSizingJson", "brands" → "BrandsJson". */
export const typeName = (name: string) =>
  `${name.replace(/\.json$/, "").replace(/(^|[-_ ])(\w)/g, (_, __, letter: string) => letter.toUpperCase())}Json`

export interface ContentNode {
  /** Collections are typed by their folder (ProductsJson), singletons by their file name (HomeJson). */
  type: string
  language: Language
  data: Record<string, unknown>
}

/**
 * The entries a content file makes, one per language: English as written under "en", every other
 * language its words laid over English's shared fields (content-languages.ts). A file that is not
 * content (a JSON file elsewhere) makes none.
 */
export function contentNodes(contentDir: string, absolutePath: string): ContentNode[] {
  const relative = path.relative(contentDir, absolutePath).split(path.sep)
  const singleton = relative.length === 1 && (CONTENT_FILES.singletons as Record<string, string>)[relative[0]]
  const collection = relative.length === 2 && (CONTENT_FILES.collections as Record<string, string>)[relative[0]]
  const schemaName = (singleton || collection) as keyof typeof schemas | false
  if (!schemaName) return []
  const type = typeName(relative[0])
  const file = JSON.parse(fs.readFileSync(absolutePath, "utf8")) as Record<Language, Record<string, unknown>>
  const shape = languageShapeOf(schemas[schemaName])
  return LANGUAGE_CODES.map(language => ({
    type,
    language,
    data:
      language === DEFAULT_LANGUAGE
        ? file[language]
        : (mergeLanguage(shape, file[DEFAULT_LANGUAGE], file[language]) as Record<string, unknown>),
  }))
}
