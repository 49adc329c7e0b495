import { BLOCK_VOLTS } from "./backup-sizing"

/**
 * The rules of content/backup-sizing.json that read more than one field, with the words an editor
 * reads: the content check reports them on the field (src/node/content-sizing.ts), and the editor
 * beside it before a save (src/cms/editor/rule-widgets.ts).
 */

export interface FieldProblem {
  index: number
  /** The field of the item at `index` that is wrong, when the item is a group. */
  field?: string
  message: string
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value)

/** A list of numbers, smallest first, each once: battery sizes, backup times. */
export function ascendingProblems(values: readonly unknown[]): FieldProblem[] {
  return values.flatMap((value, index) => {
    const before = values[index - 1]
    return index > 0 && isNumber(value) && isNumber(before) && value <= before
      ? [{ index, message: `is ${value}, not more than ${before} before it: list them smallest first, each once` }]
      : []
  })
}

interface RatingLike {
  va?: unknown
  watts?: unknown
  batteryVolts?: unknown
}

/**
 * A job's standard ratings, smallest first: each gives more VA than the one before and no fewer
 * watts, never more watts than VA, and takes a bank of whole 12 V batteries.
 */
export function ratingProblems(ratings: readonly RatingLike[]): FieldProblem[] {
  return ratings.flatMap(({ va, watts, batteryVolts }, index) => {
    const before = ratings[index - 1]
    if (isNumber(va) && isNumber(before?.va) && va <= before.va)
      return [{ index, field: "va", message: `is ${va}, not more than ${before.va} before it: list the ratings smallest first` }]
    if (isNumber(watts) && isNumber(before?.watts) && watts < before.watts)
      return [{ index, field: "watts", message: `is ${watts}, fewer than ${before.watts} before it: list the ratings smallest first` }]
    if (isNumber(watts) && isNumber(va) && watts > va)
      return [{ index, field: "watts", message: `is ${watts}, more than its ${va} VA: a unit gives at most as many watts as VA` }]
    if (isNumber(batteryVolts) && batteryVolts % BLOCK_VOLTS !== 0)
      return [{ index, field: "batteryVolts", message: `is ${batteryVolts}: a bank is made of ${BLOCK_VOLTS} V batteries, so use a multiple of ${BLOCK_VOLTS}` }]
    return []
  })
}

/** Names that other fields use to point at an item (a load's or a battery's id): each once. */
export function repeatedNameProblems(names: readonly unknown[], what: string): FieldProblem[] {
  return names.flatMap((name, index) =>
    typeof name === "string" && names.indexOf(name) !== index
      ? [{ index, message: `is "${name}" again: give each ${what} its own short name` }]
      : [],
  )
}

/** A name that points at an item of a list: one there is. */
export function unknownNameProblem(name: unknown, known: readonly string[], what: string): string | undefined {
  if (typeof name !== "string" || known.includes(name)) return undefined
  return `is "${name}", which is no ${what} (there are: ${known.join(", ")})`
}

/** Text with {placeholders} where the helper puts its numbers: each of them is there. */
export function missingPlaceholders(text: unknown, names: readonly string[]): string | undefined {
  if (typeof text !== "string") return undefined
  const missing = names.filter(name => !text.includes(`{${name}}`))
  if (missing.length === 0) return undefined
  return `should contain ${missing.map(name => `{${name}}`).join(", ")}, where the helper puts ${missing.length === 1 ? "that" : "those"}`
}
