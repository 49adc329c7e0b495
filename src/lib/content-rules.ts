/**
 * The rules of content/ that read more than one file, with the words an editor reads: the content check
 * (src/node/content-check/check-across-files.ts) reports them on the files, and the editor at /admin/
 * (src/cms/editor/) beside the field before it saves, so the two never say different things about the same
 * mistake.
 */

/** The folders of content/ that hold one entry per file, and the field that names an entry in each. */
export const ENTRY_NAME_FIELDS = { products: "primaryTitle", brands: "title", team: "name" } as const
export type EntryFolder = keyof typeof ENTRY_NAME_FIELDS

/** One entry of a folder, as the rules read it. */
export interface EntryFile {
  /** Its path from the repository's root: "content/products/ups-systems.json". */
  file: string
  data: Record<string, unknown>
}

/** "ups-systems" for content/products/ups-systems.json: how other files and the site's address name it. */
export const entrySlug = ({ file }: EntryFile) => file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "")

const folderOf = ({ file }: EntryFile) => file.split("/").at(-2) as EntryFolder

/** "UPS Systems (content/products/ups-systems.json)": an entry as a person finds it, in the editor or the files. */
export function describeEntry(entry: EntryFile): string {
  const name = entry.data[ENTRY_NAME_FIELDS[folderOf(entry)]]
  return typeof name === "string" && name.trim() ? `${name} (${entry.file})` : entry.file
}

/** The file that holds the home page's brand strip, as the rules name it. */
const HOME_FILE = "content/home.json"
const BRAND_STRIP = `the home page's brand strip (${HOME_FILE})`
/** The file of the after-sales page, whose `lines` name the product lines it books a service for. */
const SERVICE_FILE = "content/service.json"
const SERVICE_PAGE = `the service page (${SERVICE_FILE})`

/** The folders whose entries other files name by file name, and what the rules call one and several. */
export const NAMED_ENTRIES = {
  brands: { one: "brand", many: "brands" },
  products: { one: "product line", many: "product lines" },
} as const satisfies Partial<Record<EntryFolder, { one: string; many: string }>>
export type NamedFolder = keyof typeof NAMED_ENTRIES

/** Each entry has its own place on its page: `order` is not that of another entry of the same folder. */
export function orderProblem(order: unknown, others: readonly EntryFile[]): string | undefined {
  if (typeof order !== "number") return undefined
  const same = others.find(other => other.data.order === order)
  return same && `is ${order}, the same as in ${describeEntry(same)}: give each entry its own number`
}

/**
 * What is wrong with each of a list of entries named by file name (a line's brands, the brand strip, the service
 * page's product lines), by position: one that is not there, one taken off the site, one named again.
 */
export function namedEntryProblems(
  folder: NamedFolder,
  references: readonly unknown[],
  entries: readonly EntryFile[],
): { index: number; message: string }[] {
  const { one, many } = NAMED_ENTRIES[folder]
  return references.flatMap((slug, index) => {
    if (typeof slug !== "string") return []
    const entry = entries.find(candidate => entrySlug(candidate) === slug)
    const message = !entry
      ? `is "${slug}", but there is no content/${folder}/${slug}.json (known ${many}: ${entries.map(entrySlug).join(", ")})`
      : entry.data.shown === false
        ? `is "${slug}", but ${describeEntry(entry)} is not shown on the site: switch it on, or pick another ${one}`
        : references.indexOf(slug) !== index
          ? `repeats "${slug}": name each ${one} once`
          : undefined
    return message ? [{ index, message }] : []
  })
}

/** What is wrong with one brand of a list of brands by file name (a product's, the brand strip's), by position. */
export const brandListProblems = (references: readonly unknown[], brands: readonly EntryFile[]) =>
  namedEntryProblems("brands", references, brands)

/** The product line each of the service page's `lines` books a service for, by file name ("ups-systems"). */
const serviceLineNames = (lines: unknown): unknown[] =>
  Array.isArray(lines)
    ? lines.map(item => (typeof item === "object" && item ? (item as { line?: unknown }).line : undefined))
    : []

/**
 * The service page's product lines (`lines` of content/service.json), by position: each a product line of
 * content/products/ that is shown on the site (the page links to it and shows its name), each once.
 */
export const serviceLineProblems = (lines: unknown, products: readonly EntryFile[]) =>
  namedEntryProblems("products", serviceLineNames(lines), products)

const byOrder = (a: EntryFile, b: EntryFile) => Number(a.data.order) - Number(b.data.order)

/** The product lines (by title and file, in their order on the site) and the brand strip that name a brand. */
export function brandNamedBy(slug: string, products: readonly EntryFile[], stripLogos: readonly unknown[]): string[] {
  return [
    ...products
      .filter(line => Array.isArray(line.data.brands) && line.data.brands.includes(slug))
      .sort(byOrder)
      .map(describeEntry),
    ...(stripLogos.includes(slug) ? [BRAND_STRIP] : []),
  ]
}

/** The service page, when its `lines` name the product line. */
export const productLineNamedBy = (slug: string, serviceLines: unknown): string[] =>
  serviceLineNames(serviceLines).includes(slug) ? [SERVICE_PAGE] : []

/** An entry that other files name stays on the site: they link to its page, or show its name or logo. */
export function hiddenEntryProblem(
  folder: NamedFolder,
  shown: unknown,
  namedBy: readonly string[],
): string | undefined {
  if (shown !== false || namedBy.length === 0) return undefined
  const { one } = NAMED_ENTRIES[folder]
  const names = namedBy.length === 1 ? namedBy[0] : `${namedBy.slice(0, -1).join(", ")} and ${namedBy.at(-1)}`
  return `is off, but ${names} ${namedBy.length === 1 ? "names" : "name"} this ${one}: take it out of ${namedBy.length === 1 ? "it" : "them"} first, then take the ${one} off the site`
}

/** A brand that a product line or the brand strip names stays on the site: its logo and page are linked there. */
export const hiddenBrandProblem = (shown: unknown, namedBy: readonly string[]) =>
  hiddenEntryProblem("brands", shown, namedBy)

/** A new entry is not saved over another: the file its name makes is not an entry's there is. */
export function fileNameProblem(file: string, entries: readonly EntryFile[]): string | undefined {
  const taken = entries.find(entry => entry.file === file)
  return taken && `would be saved as ${file}, which is already ${describeEntry(taken)}: give it another name`
}
