import fs from "node:fs"
import type { ContentProblem } from "./content-problem"

/** Parses JSON and, when it is broken, says on which line and column. */
export function readJson(absolute: string, file: string): { data?: unknown; problem?: ContentProblem } {
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
