import { BLOCK_VOLTS } from "./battery-bank"

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
      return [
        {
          index,
          field: "va",
          message: `is ${va}, not more than ${before.va} before it: list the ratings smallest first`,
        },
      ]
    if (isNumber(watts) && isNumber(before?.watts) && watts < before.watts)
      return [
        {
          index,
          field: "watts",
          message: `is ${watts}, fewer than ${before.watts} before it: list the ratings smallest first`,
        },
      ]
    if (isNumber(watts) && isNumber(va) && watts > va)
      return [
        {
          index,
          field: "watts",
          message: `is ${watts}, more than its ${va} VA: a unit gives at most as many watts as VA`,
        },
      ]
    if (isNumber(batteryVolts) && batteryVolts % BLOCK_VOLTS !== 0)
      return [
        {
          index,
          field: "batteryVolts",
          message: `is ${batteryVolts}: a bank is made of ${BLOCK_VOLTS} V batteries, so use a multiple of ${BLOCK_VOLTS}`,
        },
      ]
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

/** A name (or a number) that points at an item of a list: one there is. `what` names the list: "loads". */
export function unknownNameProblem<T extends string | number>(
  name: unknown,
  known: readonly T[],
  what: string,
): string | undefined {
  if ((typeof name !== "string" && typeof name !== "number") || known.includes(name as T)) return undefined
  return `is ${JSON.stringify(name)}, which is not one of the ${what} (${known.join(", ")})`
}

/**
 * Text with {placeholders} where the helper puts its numbers, each of them there: as a regex, which the
 * editor runs as the text is typed, and its message.
 */
export function placeholdersPattern(names: readonly string[]): { regex: RegExp; message: string } {
  return {
    regex: new RegExp(`^${names.map(name => `(?=[\\s\\S]*\\{${name}\\})`).join("")}`),
    message: `should contain ${names.map(name => `{${name}}`).join(", ")}, where the helper puts them`,
  }
}

/** The fields of content/backup-sizing.json that the rules below check against the rest of the file. */
export type SizingFieldRule = "loadId" | "batteryId" | "battery" | "load" | "time" | "ascending" | "ratings"

interface SizingData {
  groups?: { loads?: { id?: unknown }[] }[]
  batteries?: { id?: unknown }[]
  times?: unknown[]
}

/** A group's or list's items, whatever the file holds while an editor is typing. */
const items = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

const loadIdsOf = (data: SizingData) =>
  items<{ loads?: unknown }>(data.groups).flatMap(group => items<{ id?: unknown }>(group.loads).map(load => load.id))
const batteryIdsOf = (data: SizingData) => items<{ id?: unknown }>(data.batteries).map(battery => battery.id)
const names = (values: unknown[]) => values.filter((value): value is string => typeof value === "string")

/** What is wrong with one field of the helper's file, read against the whole file: the editor's check. */
export function sizingFieldProblem(rule: SizingFieldRule, value: unknown, data: SizingData): string | undefined {
  const once = (all: unknown[], what: string) =>
    all.filter(other => other === value).length > 1 ? repeatedNameProblems([value, value], what)[0].message : undefined
  const first = (problems: FieldProblem[]) =>
    problems[0] &&
    `(${problems[0].index + 1}${problems[0].field ? `, ${problems[0].field}` : ""}) ${problems[0].message}`
  switch (rule) {
    case "loadId":
      return once(loadIdsOf(data), "load")
    case "batteryId":
      return once(batteryIdsOf(data), "battery")
    case "battery":
      return unknownNameProblem(value, names(batteryIdsOf(data)), "batteries")
    case "load":
      return unknownNameProblem(value, names(loadIdsOf(data)), "loads")
    case "time":
      return unknownNameProblem(value, items<number>(data.times), "backup times")
    case "ascending":
      return first(ascendingProblems(items(value)))
    case "ratings":
      return first(ratingProblems(items(value)))
  }
}
