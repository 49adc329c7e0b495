import { z } from "zod"
import { IMAGE_FIELD, SHARED_FIELD, TRANSLATED_FIELD } from "./content-fields"
import { GUJARATI_DIGITS, GUJARATI_SCRIPT } from "../lib/languages"

/**
 * What a content file holds in each language, read from its schema (content-fields.ts marks each
 * text as words or shared). English holds every field; a translation holds only the words, and the
 * page in that language is its words laid over English's shared fields:
 * - words: a text written in each language;
 * - shared: written once, under "en" (names, numbers, files, references), or a group of nothing else;
 * - group: a group mixing both, field by field;
 * - items: a list whose items mix both (a gallery's photos): one translated item per English item,
 *   in the same order;
 * - list: a list of words only (paragraphs, a line's supplies): each language has its own list.
 */
export type LanguageShape =
  | { kind: "words" }
  | { kind: "shared" }
  | { kind: "group"; fields: Record<string, LanguageShape> }
  | { kind: "items"; item: LanguageShape }
  | { kind: "list" }

const WORDS: LanguageShape = { kind: "words" }
const SHARED: LanguageShape = { kind: "shared" }

/** Whether a shape holds nothing shared: a list of such items is each language's own. */
const onlyWords = (shape: LanguageShape): boolean =>
  shape.kind === "words" ||
  shape.kind === "list" ||
  (shape.kind === "group" && Object.values(shape.fields).every(onlyWords))

export function languageShapeOf(schema: z.ZodTypeAny): LanguageShape {
  for (let current: z.ZodTypeAny | undefined = schema; current;) {
    const description = current.description
    if (description === SHARED_FIELD || description?.startsWith(IMAGE_FIELD)) return SHARED
    if (description === TRANSLATED_FIELD) return WORDS
    if (current instanceof z.ZodObject) {
      const fields = Object.fromEntries(
        Object.entries(current.shape as Record<string, z.ZodTypeAny>).map(([name, field]) => [
          name,
          languageShapeOf(field),
        ]),
      )
      return Object.values(fields).every(field => field.kind === "shared") ? SHARED : { kind: "group", fields }
    }
    if (current instanceof z.ZodArray) {
      const item = languageShapeOf(current.element as z.ZodTypeAny)
      if (item.kind === "shared") return SHARED
      return onlyWords(item) ? { kind: "list" } : { kind: "items", item }
    }
    const def = current._def as {
      innerType?: z.ZodTypeAny
      schema?: z.ZodTypeAny
      in?: z.ZodTypeAny
      type?: z.ZodTypeAny
    }
    current = def.innerType ?? def.schema ?? def.in ?? def.type
  }
  return SHARED
}

type Json = unknown
export const isGroup = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A language's page data: its words laid over the default language's shared fields. */
export function mergeLanguage(shape: LanguageShape, base: Json, words: Json): Json {
  switch (shape.kind) {
    case "words":
    case "list":
      return words
    case "shared":
      return base
    case "items":
      return Array.isArray(base)
        ? base.map((item, index) => mergeLanguage(shape.item, item, Array.isArray(words) ? words[index] : undefined))
        : base
    case "group": {
      if (!isGroup(base)) return base
      const translated = isGroup(words) ? words : {}
      const merged: Record<string, Json> = {}
      for (const [name, field] of Object.entries(shape.fields)) {
        const value = mergeLanguage(field, base[name], translated[name])
        if (value !== undefined) merged[name] = value
      }
      return merged
    }
  }
}

/** The part of a language's data that is its own: the words of `data`, in the file's shape. */
export function wordsOf(shape: LanguageShape, data: Json): Json {
  switch (shape.kind) {
    case "words":
    case "list":
      return data
    case "shared":
      return undefined
    case "items":
      return Array.isArray(data) ? data.map(item => wordsOf(shape.item, item) ?? {}) : undefined
    case "group": {
      if (!isGroup(data)) return undefined
      const words: Record<string, Json> = {}
      for (const [name, field] of Object.entries(shape.fields)) {
        const value = wordsOf(field, data[name])
        if (value !== undefined) words[name] = value
      }
      return Object.keys(words).length > 0 ? words : undefined
    }
  }
}

/** Whether the field at `path` (of a language's page data) is written in each language. */
export function isTranslatedPath(shape: LanguageShape, path: readonly (string | number)[]): boolean {
  let current = shape
  for (const key of path) {
    if (current.kind === "words" || current.kind === "list") return true
    if (current.kind === "shared") return false
    if (current.kind === "items") {
      if (typeof key !== "number") return false
      current = current.item
    } else {
      const field = current.fields[String(key)]
      if (!field) return false
      current = field
    }
  }
  return current.kind === "words" || current.kind === "list"
}

export interface LanguageIssue {
  path: (string | number)[]
  message: string
}

/**
 * A text a translation left as it is in English: a mistake unless it is only names
 * (see content-check/untranslated-texts.ts).
 */
export interface SameText {
  path: (string | number)[]
  text: string
}

/**
 * What is wrong with a translation's own fields, beside what its page data's schema says: a field it
 * should not hold (shared, or unknown), a list of items of another length than English's, Gujarati
 * digits; and each text it left as in English, for the caller to judge. Also what the default language
 * writes in Gujarati script where a shared field is expected.
 */
export function languageIssues(
  shape: LanguageShape,
  base: Json,
  words: Json,
  languageName: string,
): { issues: LanguageIssue[]; baseIssues: LanguageIssue[]; same: SameText[] } {
  const issues: LanguageIssue[] = []
  const baseIssues: LanguageIssue[] = []
  const same: SameText[] = []

  const sharedScript = (value: Json, path: (string | number)[]) => {
    if (typeof value === "string" && GUJARATI_SCRIPT.test(value))
      baseIssues.push({
        path,
        message: "is the same in every language (a name, a code or a file): write it in English letters",
      })
    else if (Array.isArray(value)) value.forEach((item, index) => sharedScript(item, [...path, index]))
    else if (isGroup(value)) for (const [name, item] of Object.entries(value)) sharedScript(item, [...path, name])
  }

  const compare = (english: Json, translated: Json, path: (string | number)[]) => {
    if (typeof translated === "string") {
      if (GUJARATI_DIGITS.test(translated))
        issues.push({ path, message: "uses Gujarati digits: write numbers with 0–9, as the English page does" })
      if (translated.trim() === (typeof english === "string" ? english.trim() : undefined) && translated.trim())
        same.push({ path, text: translated })
    } else if (Array.isArray(translated))
      translated.forEach((item, index) =>
        compare(Array.isArray(english) ? english[index] : undefined, item, [...path, index]),
      )
    else if (isGroup(translated))
      for (const [name, item] of Object.entries(translated))
        compare(isGroup(english) ? english[name] : undefined, item, [...path, name])
  }

  /** Whether a field is in one language and not in the other: a page would show what its partner lacks. */
  const unmatched = (english: Json, translated: Json, path: (string | number)[]) => {
    if (english === undefined && translated !== undefined)
      issues.push({ path, message: "is not on the English page: write it there first, or take it out of here" })
    else if (english !== undefined && translated === undefined)
      issues.push({ path, message: `is missing: write it in ${languageName}` })
    return english === undefined || translated === undefined
  }

  const walk = (node: LanguageShape, english: Json, translated: Json, path: (string | number)[]) => {
    switch (node.kind) {
      case "shared":
        sharedScript(english, path)
        if (translated !== undefined)
          issues.push({
            path,
            message: 'is the same in every language: write it once, under "en", and take it out of here',
          })
        return
      case "words":
      case "list":
        if (!unmatched(english, translated, path)) compare(english, translated, path)
        return
      case "items":
        if (unmatched(english, translated, path) && !Array.isArray(english)) return
        if (Array.isArray(english) && Array.isArray(translated) && translated.length !== english.length)
          issues.push({
            path,
            message: `has ${translated.length} item(s) and the English has ${english.length}: each needs its words here, in the same order`,
          })
        if (Array.isArray(english))
          english.forEach((item, index) =>
            walk(node.item, item, Array.isArray(translated) ? translated[index] : undefined, [...path, index]),
          )
        return
      case "group":
        if (english === undefined && translated !== undefined) {
          unmatched(english, translated, path)
          return
        }
        if (isGroup(translated))
          for (const name of Object.keys(translated))
            if (!(name in node.fields))
              issues.push({ path: [...path, name], message: "is not a known field: check its spelling or remove it" })
        for (const [name, field] of Object.entries(node.fields))
          walk(
            field,
            isGroup(english) ? english[name] : undefined,
            isGroup(translated) ? translated[name] : undefined,
            [...path, name],
          )
    }
  }
  walk(shape, base, words, [])
  return { issues, baseIssues, same }
}
