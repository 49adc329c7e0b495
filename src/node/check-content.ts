import fs from "node:fs"
import path from "node:path"
import type { ZodIssue } from "zod"
import { CONTENT_FILES, HOME_COUNTS, schemasFor, type ContentSchemas } from "./content-schema"

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

function imageCheckFor(directory: string, contentDir: string) {
  return (relativePath: string, extensions: string[]) => {
    const extension = path.extname(relativePath).toLowerCase()
    if (!extensions.includes(extension)) return `should be an image file ending in ${extensions.join(", ")}`
    const absolute = path.resolve(directory, relativePath)
    if (!absolute.startsWith(contentDir + path.sep))
      return `points outside the content folder: keep images inside content/`
    if (!fs.existsSync(absolute))
      return `points to "${relativePath}", which does not exist next to this file (looked for ${path.relative(path.dirname(contentDir), absolute)})`
    return null
  }
}

interface CheckedFile {
  file: string
  data?: Record<string, unknown>
}

function checkFile(
  contentDir: string,
  relative: string,
  schemaName: keyof ContentSchemas,
  problems: ContentProblem[],
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
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    problems.push({ file, message: "should hold one JSON object, between { and }" })
    return { file }
  }
  const schema = schemasFor(imageCheckFor(path.dirname(absolute), contentDir))[schemaName]
  const result = schema.safeParse(data)
  if (!result.success) for (const issue of result.error.issues) problems.push({ file, ...describeIssue(issue) })
  return { file, data: data as Record<string, unknown> }
}

function checkUniqueOrder(files: CheckedFile[], problems: ContentProblem[]) {
  const byOrder = new Map<unknown, string>()
  for (const { file, data } of files) {
    const order = data?.order
    if (typeof order !== "number") continue
    const first = byOrder.get(order)
    if (first)
      problems.push({
        file,
        field: "order",
        message: `is ${order}, the same as in ${first}: give each entry its own number`,
      })
    else byOrder.set(order, file)
  }
}

/** Each brand a file names, by its file name in content/brands/, exists and is named once. */
function checkBrandReferences(
  file: string,
  field: string,
  references: unknown[],
  brandSlugs: string[],
  problems: ContentProblem[],
) {
  references.forEach((slug, index) => {
    if (typeof slug !== "string") return
    if (!brandSlugs.includes(slug))
      problems.push({
        file,
        field: `${field}[${index}]`,
        message: `is "${slug}", but there is no content/brands/${slug}.json (known brands: ${brandSlugs.join(", ")})`,
      })
    else if (references.indexOf(slug) !== index)
      problems.push({ file, field: `${field}[${index}]`, message: `repeats "${slug}": name each brand once` })
  })
}

/** Checks every file in content/ and returns what is wrong, or an empty list. */
export function checkContent(contentDir: string): ContentProblem[] {
  const root = path.resolve(contentDir)
  const problems: ContentProblem[] = []
  const singletons = Object.fromEntries(
    Object.entries(CONTENT_FILES.singletons).map(([name, schema]) => [name, checkFile(root, name, schema, problems)]),
  )

  const slugs: Record<string, string[]> = {}
  const entries: Record<string, CheckedFile[]> = {}
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
    const files = names.map(name => checkFile(root, path.join(folder, name), schema, problems))
    checkUniqueOrder(files, problems)
    entries[folder] = files
    slugs[folder] = names.map(name => path.basename(name, ".json"))
  }

  const home = singletons["home.json"]
  const logos = (home.data?.brandStrip as { logos?: unknown } | undefined)?.logos
  if (Array.isArray(logos) && logos.length === HOME_COUNTS.logos)
    checkBrandReferences(home.file, "brandStrip.logos", logos, slugs.brands, problems)
  for (const product of entries.products)
    if (Array.isArray(product.data?.brands))
      checkBrandReferences(product.file, "brands", product.data.brands, slugs.brands, problems)
  return problems
}
