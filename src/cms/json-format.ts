import { LANGUAGE_CODES } from "../lib/languages"

/** The name the editor's configuration gives this format (cms-config.ts). */
export const CONTENT_FORMAT = "content-json"

/** A field of the editor's form (config.yml), as much as the order of a file's keys needs: its name, and the fields inside it. */
export interface FormField {
  name: string
  /** A group's fields, or those of each item of a list of groups. */
  fields?: readonly FormField[]
  /** A list's one field, for a list of single values. */
  field?: FormField
}

/**
 * How the editor reads and writes the files of content/: JSON as `JSON.stringify(data, null, 2)`
 * writes it, with a final newline, which is Prettier's json-stringify format that .prettierrc.json
 * gives content/. (Decap's own JSON format has no final newline.) Given the fields of the entry's form,
 * its keys are written in their order (inFormOrder), so a save changes only the lines of the fields that
 * changed.
 */
export function contentToFile(data: unknown, fields?: readonly FormField[]): string {
  return `${JSON.stringify(withoutEmptyFields(fields ? inFormOrder(data, fields) : data), null, 2)}\n`
}

export function contentFromFile(text: string): unknown {
  return JSON.parse(text)
}

/**
 * A content file's data in the order the editor writes it: the languages in the site's order ("en", then
 * "gu"), and in each the fields in the order of the form's, at every depth (a group's fields, each item's
 * fields in a list). Decap hands its format each group as immutable.js's Map lists it: in the file's order
 * up to 8 keys, by the keys' hashes beyond (an English product line has 15), so a save without this
 * moved nearly every line of the file. A key the form does not have comes after the form's, as it was.
 */
export function inFormOrder(data: unknown, fields: readonly FormField[]): unknown {
  return ordered(data, languagesOf(fields))
}

/**
 * The first key of a content file out of the order inFormOrder writes, by its path ("en.description"), with
 * the key it should follow (or, for one that goes first, precede); keys the form does not have are not counted.
 */
export function firstMisplacedKey(data: unknown, fields: readonly FormField[]): Misplaced | undefined {
  return misplaced(data, languagesOf(fields), "")
}

export type Misplaced = { field: string } & ({ after: string } | { before: string })

/** A file's languages as the fields of its top level, each holding the form's fields. */
const languagesOf = (fields: readonly FormField[]): FormField[] => LANGUAGE_CODES.map(name => ({ name, fields }))

/** The fields inside a field's value: a group's, or a list's items'. */
const fieldsIn = (field: FormField) => field.fields ?? field.field?.fields

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

function ordered(value: unknown, fields: readonly FormField[] | undefined): unknown {
  if (Array.isArray(value)) return value.map(item => ordered(item, fields))
  if (!fields || !isGroup(value)) return value
  const names = new Set(fields.map(field => field.name))
  return Object.fromEntries([
    ...fields
      .filter(field => field.name in value)
      .map(field => [field.name, ordered(value[field.name], fieldsIn(field))]),
    ...Object.entries(value).filter(([name]) => !names.has(name)),
  ])
}

function misplaced(value: unknown, fields: readonly FormField[] | undefined, path: string): Misplaced | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = misplaced(item, fields, `${path}[${index}]`)
      if (found) return found
    }
    return undefined
  }
  if (!fields || !isGroup(value)) return undefined
  const at = (name: string) => (path ? `${path}.${name}` : name)
  const expected = fields.map(field => field.name).filter(name => name in value)
  const present = Object.keys(value).filter(name => expected.includes(name))
  // The keys in their places are the longest run of the file's keys already in the form's order; the
  // first other one is the key that moved.
  const kept = longestRunInOrder(present.map(name => expected.indexOf(name)))
  const moved = present.find((_, index) => !kept.has(index))
  if (moved) {
    const place = expected.indexOf(moved)
    return place > 0
      ? { field: at(moved), after: at(expected[place - 1]) }
      : { field: at(moved), before: at(expected[1]) }
  }
  for (const field of fields) {
    const found = field.name in value ? misplaced(value[field.name], fieldsIn(field), at(field.name)) : undefined
    if (found) return found
  }
  return undefined
}

/** The indexes of a longest increasing subsequence of `places` (on a tie, the one ending last). */
function longestRunInOrder(places: number[]): Set<number> {
  const length = places.map(() => 1)
  const previous = places.map(() => -1)
  places.forEach((place, index) => {
    for (let before = 0; before < index; before++)
      if (places[before] < place && length[before] + 1 > length[index]) {
        length[index] = length[before] + 1
        previous[index] = before
      }
  })
  const kept = new Set<number>()
  for (let index = length.lastIndexOf(Math.max(0, ...length)); index >= 0; index = previous[index]) kept.add(index)
  return kept
}

/**
 * An optional field the editor emptied is left out rather than written as "" (which the content
 * check refuses). A required one never gets here empty: the form refuses to save it.
 */
function withoutEmptyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyFields)
  if (typeof value !== "object" || value === null) return value
  const fields = Object.entries(value)
    .map(([name, field]) => [name, withoutEmptyFields(field)] as const)
    .filter(([, field]) => !isEmpty(field))
  return Object.fromEntries(fields)
}

const isEmpty = (value: unknown) =>
  value === "" ||
  value === null ||
  value === undefined ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value as object).length === 0)
