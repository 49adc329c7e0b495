import fs from "node:fs"
import path from "node:path"
import probeImageSize from "probe-image-size"
import { tooLargeForEveryPage } from "../lib/app-icons"
import type { ZodIssue } from "zod"
import {
  brandListProblems,
  brandNamedBy,
  entrySlug,
  hiddenBrandProblem,
  orderProblem,
  type EntryFile,
  type EntryFolder,
} from "../lib/content-rules"
import {
  DEFAULT_LANGUAGE,
  GUJARATI_SCRIPT,
  LANGUAGE_CODES,
  LANGUAGES,
  TRANSLATIONS,
  type Language,
} from "../lib/languages"
import { isTranslatedPath, languageIssues, languageShapeOf, mergeLanguage } from "./content-languages"
import { serviceLineProblemsAcrossFiles } from "./check-service-lines"
import { CONTENT_FILES, HOME_COUNTS, schemasFor, type ContentSchemas, type ImageCheck } from "./content-schema"

/** One mistake in one content file, phrased for the person who edits it. */
export interface ContentProblem {
  file: string
  field?: string
  message: string
}

export function formatProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file}: "${field}" ${message}` : `${file}: ${message}`
}

const fieldName = (issuePath: (string | number)[]) =>
  issuePath.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    "",
  )

function describeIssue(issue: ZodIssue): { field?: string; message: string } {
  const field = fieldName(issue.path) || undefined
  if (issue.code === "unrecognized_keys") {
    const prefix = field ? `${field}.` : ""
    return {
      field: `${prefix}${issue.keys[0]}`,
      message: `is not a known field${
        issue.keys.length > 1
          ? ` (nor ${issue.keys
              .slice(1)
              .map(k => `"${prefix}${k}"`)
              .join(", ")})`
          : ""
      }: check its spelling or remove it`,
    }
  }
  if (issue.code === "invalid_type" && issue.received === "undefined")
    return { field, message: "is missing: it is required" }
  if (issue.code === "invalid_type")
    return {
      field,
      message: `${issue.message}, not ${issue.received === "object" ? "a group of fields" : issue.received}`,
    }
  return { field, message: issue.message }
}

/** Parses JSON and, when it is broken, says on which line and column. */
function readJson(absolute: string, file: string): { data?: unknown; problem?: ContentProblem } {
  const source = fs.readFileSync(absolute, "utf8")
  try {
    return { data: JSON.parse(source) }
  } catch (error) {
    const reason = (error as Error).message
    const position = Number(/position (\d+)/.exec(reason)?.[1])
    const where = Number.isFinite(position)
      ? (() => {
          const before = source.slice(0, position).split("\n")
          return ` at line ${before.length}, column ${before[before.length - 1].length + 1}`
        })()
      : ""
    return {
      problem: { file, message: `is not valid JSON${where} (${reason}). Look for a missing comma, quote or bracket.` },
    }
  }
}

/** How much of an image file is read for its size: a JPEG's size follows its metadata, rarely beyond this. */
const IMAGE_HEAD_BYTES = 128 * 1024

/**
 * The width and height of an image file, read from its first bytes (the whole file only when they do not
 * say, as every build checks every photo); undefined if it is not an image.
 */
function imageSize(absolute: string): { width: number; height: number } | undefined {
  const head = Buffer.alloc(IMAGE_HEAD_BYTES)
  const file = fs.openSync(absolute, "r")
  try {
    const read = fs.readSync(file, head, 0, IMAGE_HEAD_BYTES, 0)
    return probeImageSize.sync(head.subarray(0, read)) ?? probeImageSize.sync(fs.readFileSync(absolute)) ?? undefined
  } finally {
    fs.closeSync(file)
  }
}

function imageCheckFor(directory: string, contentDir: string): ImageCheck {
  return (relativePath, extensions, { minWidth, maxBytes } = {}) => {
    const extension = path.extname(relativePath).toLowerCase()
    if (!extensions.includes(extension)) return `should be an image file ending in ${extensions.join(", ")}`
    const absolute = path.resolve(directory, relativePath)
    if (!absolute.startsWith(contentDir + path.sep))
      return `points outside the content folder: keep images inside content/`
    if (!fs.existsSync(absolute))
      return `points to "${relativePath}", which does not exist next to this file (looked for ${path.relative(path.dirname(contentDir), absolute)})`
    if (maxBytes !== undefined) {
      const bytes = fs.statSync(absolute).size
      if (bytes > maxBytes) return `points to "${relativePath}", which is ${tooLargeForEveryPage(bytes, maxBytes)}`
    }
    if (minWidth === undefined) return null
    const size = imageSize(absolute)
    if (!size) return `points to "${relativePath}", which could not be read as an image: save it again as a JPEG photo`
    return size.width < minWidth
      ? `points to "${relativePath}", which is ${size.width} × ${size.height} pixels: this place needs a photo at least ${minWidth} pixels wide`
      : null
  }
}

interface CheckedFile {
  file: string
  /** The file's default language, with every shared field: what the rules across files read. */
  data?: Record<string, unknown>
}

/** What the translations hold, judged once every file is read (see sameTextProblems). */
interface Translations {
  /** Each text a translation left as in English. */
  same: { file: string; field: string; text: string }[]
  /** Every translated text. */
  texts: string[]
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

function checkFile(
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

/** A word written in English letters inside a Gujarati sentence somewhere in content/: a name or a code. */
const LATIN_WORD = /[A-Za-z][A-Za-z0-9'’&+-]*/g

/**
 * A translation's text that is still the English text, unless it is only names: every word in English
 * letters in it (Exide, WhatsApp, kVA) is also written so inside some Gujarati sentence of the content,
 * and so is a name, a brand or a unit in Gujarati too; or it has no words at all ("24/7").
 */
function sameTextProblems({ same, texts }: Translations): ContentProblem[] {
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
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : isGroup(value)
        ? Object.values(value).flatMap(textsOf)
        : []

/**
 * The rules that read more than one file (src/lib/content-rules.ts), reported on the file and field they
 * concern: fields English holds for every language.
 */
function checkAcrossFiles(entries: Record<EntryFolder, CheckedFile[]>, home: CheckedFile, problems: ContentProblem[]) {
  const known = (files: CheckedFile[]): EntryFile[] => files.flatMap(({ file, data }) => (data ? [{ file, data }] : []))
  for (const files of Object.values(entries))
    known(files).forEach((entry, index, all) => {
      const message = orderProblem(entry.data.order, all.slice(0, index))
      if (message) problems.push({ file: entry.file, field: `${DEFAULT_LANGUAGE}.order`, message })
    })

  const brands = known(entries.brands)
  const products = known(entries.products)
  const logos = (home.data?.brandStrip as { logos?: unknown } | undefined)?.logos
  const stripLogos = Array.isArray(logos) && logos.length === HOME_COUNTS.logos ? logos : []
  const checkList = (file: string, field: string, references: unknown[]) => {
    for (const { index, message } of brandListProblems(references, brands))
      problems.push({ file, field: `${DEFAULT_LANGUAGE}.${field}[${index}]`, message })
  }
  checkList(home.file, "brandStrip.logos", stripLogos)
  for (const line of products) if (Array.isArray(line.data.brands)) checkList(line.file, "brands", line.data.brands)
  for (const brand of brands) {
    const message = hiddenBrandProblem(brand.data.shown, brandNamedBy(entrySlug(brand), products, stripLogos))
    if (message) problems.push({ file: brand.file, field: `${DEFAULT_LANGUAGE}.shown`, message })
  }
}

/** Checks every file in content/ and returns what is wrong, or an empty list. */
export function checkContent(contentDir: string): ContentProblem[] {
  const root = path.resolve(contentDir)
  const problems: ContentProblem[] = []
  const translations: Translations = { same: [], texts: [] }
  const singletons = Object.fromEntries(
    Object.entries(CONTENT_FILES.singletons).map(([name, schema]) => [
      name,
      checkFile(root, name, schema, problems, translations),
    ]),
  )

  const entries = {} as Record<EntryFolder, CheckedFile[]>
  for (const [folder, schema] of Object.entries(CONTENT_FILES.collections)) {
    const directory = path.join(root, folder)
    const names = fs.existsSync(directory)
      ? fs
          .readdirSync(directory)
          .filter(name => name.endsWith(".json"))
          .sort()
      : []
    if (names.length === 0)
      problems.push({ file: `${path.basename(root)}/${folder}`, message: "has no .json files: add at least one" })
    entries[folder as EntryFolder] = names.map(name =>
      checkFile(root, path.join(folder, name), schema, problems, translations),
    )
  }
  checkAcrossFiles(entries, singletons["home.json"], problems)
  problems.push(...serviceLineProblemsAcrossFiles(entries.products, singletons["service.json"]))
  problems.push(...sameTextProblems(translations))
  return problems
}
