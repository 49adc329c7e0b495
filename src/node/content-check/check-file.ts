import fs from "node:fs"
import path from "node:path"
import type { ZodIssue } from "zod"
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, TRANSLATIONS, type Language } from "../../lib/languages"
import { isGroup, isTranslatedPath, languageIssues, languageShapeOf, mergeLanguage } from "../content-languages"
import { schemasFor, type ContentSchemas } from "../content-schema"
import { describeIssue, fieldName, type ContentProblem } from "./content-problem"
import { imageCheckFor } from "./image-check"
import { readJson } from "./read-json"
import { textsOf, type Translations } from "./untranslated-texts"

export interface CheckedFile {
  file: string
  /** The file's default language, with every shared field: what the rules across files read. */
  data?: Record<string, unknown>
}

/**
 * Checks one file of content/: that it is JSON, that it holds the site's languages, and each language's page
 * against the file's schema; it gathers the translations' texts, judged once every file is read.
 */
export function checkFile(
  contentDir: string,
  relative: string,
  schemaName: keyof ContentSchemas,
  problems: ContentProblem[],
  translations: Translations,
): CheckedFile {
  const file = path.posix.join(path.basename(contentDir), relative.split(path.sep).join("/"))
  const absolute = path.join(contentDir, relative)
  if (!fs.existsSync(absolute)) {
    problems.push({ file, message: "is missing: the site needs this file" })
    return { file }
  }
  const { data, problem } = readJson(absolute, file)
  if (problem) {
    problems.push(problem)
    return { file }
  }
  const languages = LANGUAGE_CODES.map(code => `"${code}"`).join(" and ")
  if (!isGroup(data)) {
    problems.push({ file, message: `should hold one JSON object, between { and }, with ${languages} in it` })
    return { file }
  }
  for (const name of Object.keys(data))
    if (!(name in LANGUAGES))
      problems.push({
        file,
        field: name,
        message: `is not a language of the site: every field goes under ${languages}`,
      })
  // A translation's missing text is found twice, by what it lacks beside English and by its page's schema.
  const reported = new Set<string>()
  const report = (issues: ZodIssue[], language: Language, keep: (issue: ZodIssue) => boolean = () => true) => {
    for (const issue of issues.filter(keep)) {
      const { field, message } = describeIssue({ ...issue, path: [language, ...issue.path] })
      if (reported.has(`${field} ${message}`)) continue
      reported.add(`${field} ${message}`)
      problems.push({ file, field, message })
    }
  }

  const base = data[DEFAULT_LANGUAGE]
  if (!isGroup(base)) {
    problems.push({
      file,
      field: DEFAULT_LANGUAGE,
      message: `${base === undefined ? "is missing" : "should be a group of fields, between { and }"}: it holds every field of the ${LANGUAGES[DEFAULT_LANGUAGE].englishName} page, and what every language shares`,
    })
    return { file }
  }
  const schema = schemasFor(imageCheckFor(path.dirname(absolute), contentDir))[schemaName]
  const result = schema.safeParse(base)
  if (!result.success) report(result.error.issues, DEFAULT_LANGUAGE)
  // A translation's words for an English field that is itself wrong are not reported again.
  const wrongInEnglish = new Set(result.success ? [] : result.error.issues.map(issue => fieldName(issue.path)))

  const shape = languageShapeOf(schema)
  for (const language of TRANSLATIONS) {
    const { englishName } = LANGUAGES[language]
    const words = data[language]
    if (!isGroup(words)) {
      problems.push({
        file,
        field: language,
        message: `${words === undefined ? "is missing" : "should be a group of fields, between { and }"}: it holds the words of the ${englishName} page`,
      })
      continue
    }
    const { issues, baseIssues, same } = languageIssues(shape, base, words, englishName)
    report(
      baseIssues.map(({ path: at, message }) => ({ code: "custom", path: at, message })),
      DEFAULT_LANGUAGE,
    )
    report(
      issues
        .filter(({ path: at }) => !wrongInEnglish.has(fieldName(at)))
        .map(({ path: at, message }) => ({ code: "custom", path: at, message })),
      language,
    )
    for (const { path: at, text } of same) translations.same.push({ file, field: fieldName([language, ...at]), text })
    translations.texts.push(...textsOf(words))
    // The page in this language: what its own schema rules say of its words (a missing one, an empty one).
    const page = schema.safeParse(mergeLanguage(shape, base, words))
    if (!page.success)
      report(
        page.error.issues.map(issue =>
          issue.code === "invalid_type" && issue.received === "undefined"
            ? { ...issue, code: "custom", message: `is missing: write it in ${englishName}` }
            : issue,
        ),
        language,
        issue => isTranslatedPath(shape, issue.path),
      )
  }
  return { file, data: base }
}
