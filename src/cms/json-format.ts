/** The name the editor's configuration gives this format (cms-config.ts). */
export const CONTENT_FORMAT = "content-json"

/**
 * How the editor reads and writes the files of content/: JSON as `JSON.stringify(data, null, 2)`
 * writes it, with a final newline, which is Prettier's json-stringify format that .prettierrc.json
 * gives content/. A save then changes only the lines of the fields that changed. (Decap's own JSON
 * format has no final newline.)
 */
export function contentToFile(data: unknown): string {
  return `${JSON.stringify(withoutEmptyFields(data), null, 2)}\n`
}

export function contentFromFile(text: string): unknown {
  return JSON.parse(text)
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
