import type { ZodIssue } from "zod"

/** One mistake in one content file, phrased for the person who edits it. */
export interface ContentProblem {
  file: string
  field?: string
  message: string
}

export function formatProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file}: "${field}" ${message}` : `${file}: ${message}`
}

export const fieldName = (issuePath: (string | number)[]) =>
  issuePath.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    "",
  )

/** Zod's issue in the words of the person who edits the file: which field, and what to do about it. */
export function describeIssue(issue: ZodIssue): { field?: string; message: string } {
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
