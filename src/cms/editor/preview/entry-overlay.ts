import { DEFAULT_LANGUAGE, TRANSLATIONS, type Language } from "../../../lib/languages"
import type { FieldConfig, FieldList, PreviewProps } from "../decap"

/**
 * The entry being edited, laid over its page's published query result: every field the query asks
 * for and the form holds comes from the form, in the query's shape; what the build works out (a
 * line's related lines, a file's name) stays as published until the caller works it out anew.
 * The query's types (Queries.*) stay those of the result.
 */

export interface OverlayContext {
  getAsset: PreviewProps["getAsset"]
  /**
   * The language the preview draws. Beside English, the form holds only the words (Decap gives the
   * preview that language's data alone): every shared field stays as published in that language.
   */
  language?: Language
  /** An entry named by its file name in another one (a line's brands, the logo strip), as published. */
  linked(collection: string, slug: string): unknown
}

type Fields = Record<string, unknown>

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A transparent pixel: a required image not chosen yet keeps its place. */
const NO_IMAGE_YET = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=="

/**
 * An image path as the query gives it: an SVG logo's address (publicURL), or gatsby-plugin-image data
 * with the published image's size and colour and the editor's one file (the build makes the rest).
 */
export function imageOf(published: unknown, path: unknown, field: FieldConfig, context: OverlayContext): unknown {
  const chosen = typeof path === "string" && path !== ""
  if (!chosen && field.get("required") === false) return null
  const src = chosen ? context.getAsset(path, field).toString() : NO_IMAGE_YET
  if (isObject(published) && "publicURL" in published) return { publicURL: src }
  const data = (published as Queries.BannerImageFragment | null)?.childImageSharp?.gatsbyImageData
  return {
    childImageSharp: {
      gatsbyImageData: { layout: "constrained", width: 800, height: 600, ...data, images: { fallback: { src } } },
    },
  }
}

/** A published relation that the query gives as file names, not as the entries they name. */
const namesByFileName = (published: unknown) =>
  typeof published === "string" || (Array.isArray(published) && typeof published[0] === "string")

function valueOf(published: unknown, value: unknown, field: FieldConfig, context: OverlayContext): unknown {
  if (field.get("widget") === "image") return imageOf(published, value, field, context)
  // A list's text item just added is null in the form: an empty text until typed.
  if (value === undefined || value === null)
    return Array.isArray(published) ? [] : typeof published === "string" && field.get("required") !== false ? "" : null
  // An optional text emptied in the form is left out of the file, as if never written.
  if (value === "" && field.get("required") === false) return null
  // A relation by its options, whatever widget wraps it (the editor's entry-relation checks one), as its query
  // links it; a query that asks for the file name itself (the service page's product lines) gets the file name.
  if (field.get("collection") && !namesByFileName(published)) {
    const link = (slug: unknown) => context.linked(field.get("collection") as string, slug as string)
    return Array.isArray(value) ? value.map(link).filter(Boolean) : link(value)
  }
  const fields = field.get("fields") as FieldList | undefined
  const item = field.get("field") as FieldConfig | undefined
  if (Array.isArray(value)) {
    // Each item over the published item in its place, or over the first for one added.
    const publishedItem = (index: number) => (Array.isArray(published) ? (published[index] ?? published[0]) : undefined)
    if (fields)
      return value.map((entry, index) => overlayFields(publishedItem(index), entry as Fields, fields, context))
    if (item) return value.map((entry, index) => valueOf(publishedItem(index), entry, item, context))
    return value
  }
  if (fields && isObject(value)) return overlayFields(published, value, fields, context)
  return value
}

/** A field written in each language: Decap reads the config's `i18n: true` as "translate". */
const isTranslated = (field: FieldConfig) => ["translate", true].includes(field.get("i18n") as string | boolean)

function overlayFields(published: unknown, edited: Fields, fields: FieldList, context: OverlayContext): unknown {
  // No published shape (a field the published content left out): the form's value is the query's.
  if (!isObject(published)) return edited
  const result: Fields = { ...published }
  const wordsOnly = (context.language ?? DEFAULT_LANGUAGE) !== DEFAULT_LANGUAGE
  for (const name of Object.keys(published)) {
    const field = fields.find(candidate => candidate.get("name") === name)
    if (field && (!wordsOnly || isTranslated(field)))
      result[name] = valueOf(published[name], edited[name], field, context)
  }
  return result
}

/** `published` (a query's result for an entry, or for a part of it), with the form's values in it. */
export function overlayEntry<T>(published: T, edited: Fields, fields: FieldList, context: OverlayContext): T {
  return overlayFields(published, edited, fields, context) as T
}

/** The form's values as Decap holds them. */
export const editedFields = (props: PreviewProps): Fields => props.entry.get("data")?.toJS() ?? {}

/**
 * The language the preview shows: the one of the form on the left, which Decap's language menu there
 * switches. Decap then gives the preview that language's data in place of the entry's own
 * (getPreviewEntry in decap-cms-core's lib/i18n), the same object it keeps under i18n.<language>.
 */
export function previewLanguage(props: PreviewProps): Language {
  const data = props.entry.get("data")
  return (
    TRANSLATIONS.find(code => data !== undefined && props.entry.getIn(["i18n", code, "data"]) === data) ??
    DEFAULT_LANGUAGE
  )
}

/** The entry's file name, which is its page's address (empty for an entry not yet saved). */
export const entrySlug = (props: PreviewProps) => props.entry.get("slug") ?? ""
