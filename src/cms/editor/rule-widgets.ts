import {
  brandNamedBy,
  ENTRY_NAME_FIELDS,
  entrySlug,
  fileNameProblem,
  hiddenEntryProblem,
  NAMED_ENTRIES,
  namedEntryProblems,
  orderProblem,
  productLineNamedBy,
  type EntryFile,
  type EntryFolder,
  type NamedFolder,
} from "../../lib/content-rules"
import { sizingFieldProblem, type SizingFieldRule } from "../../lib/sizing-rules"
import { RULE_WIDGETS } from "../rule-widgets"
import type { Decap, Immutable } from "./decap"
import { controlWithRule, filesOf, rulesBeforeWriting, type ControlProps, type Rule } from "./rule-control"

/**
 * The rules of the content check that read more than one file (src/lib/content-rules.ts), run by the editor's
 * form before a save, each on the field it concerns, with the check's words: so no save makes content that
 * `npm run check:content` refuses. setup/cms-config.ts gives each field its widget by the names in ../rule-widgets.ts.
 */

const collectionOf = (props: ControlProps) => props.collection.get("name") as EntryFolder
/** The entry's file name ("apc"), or undefined for a new one, which has none until it is saved. */
const slugOf = (props: ControlProps) => (props.entry.get("newRecord") ? undefined : (props.entry.get("slug") as string))

/** The other entries of the collection being edited. */
async function otherEntries(props: ControlProps): Promise<EntryFile[]> {
  const collection = collectionOf(props)
  const entries = await filesOf(props, collection, ENTRY_NAME_FIELDS[collection])
  return entries.filter(entry => entrySlug(entry) !== slugOf(props))
}

const uniqueOrder: Rule<EntryFile[]> = {
  load: otherEntries,
  check: (order, others) => orderProblem(order, others),
}

const isNamedFolder = (folder: string): folder is NamedFolder => folder in NAMED_ENTRIES

/**
 * What names the entry by its file name, as the content check words it: a brand is named by the product lines and
 * the home page's brand strip, a product line by the service page; nothing names a team member.
 */
async function namedBy(props: ControlProps): Promise<string[]> {
  const slug = slugOf(props)
  if (!slug) return []
  switch (collectionOf(props)) {
    case "brands": {
      const [products, [home]] = await Promise.all([
        filesOf(props, "products", ENTRY_NAME_FIELDS.products),
        filesOf(props, "pages", "title", "home"),
      ])
      const logos = (home?.data.brandStrip as { logos?: unknown } | undefined)?.logos
      return brandNamedBy(slug, products, Array.isArray(logos) ? logos : [])
    }
    case "products": {
      const [service] = await filesOf(props, "pages", "title", "service")
      return productLineNamedBy(slug, service?.data.lines)
    }
    default:
      return []
  }
}

/** An entry that other files name is not switched off the site. */
const shownWhileNamed: Rule<string[]> = {
  load: namedBy,
  check(shown, names, props) {
    const folder = collectionOf(props)
    return isNamedFolder(folder) ? hiddenEntryProblem(folder, shown, names) : undefined
  },
}

/**
 * The file name Decap makes from a new entry's name, by its rules and the `slug` settings of cms-config.ts
 * (ASCII, accents cleaned, "-" for anything else): lower case, no quotes, dots as "-". Decap itself would save
 * a taken name as "<name>-1", a second page the editor never meant to make.
 */
export const decapFileName = (name: string) =>
  name
    .trim()
    .toLocaleLowerCase()
    .replace(/'/g, "")
    .replace(/\./g, "-")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w\-~]/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")

const freeFileName: Rule<EntryFile[]> = {
  load: otherEntries,
  check(name, others, props) {
    if (!props.entry.get("newRecord") || typeof name !== "string" || !name.trim()) return undefined
    return fileNameProblem(`${props.collection.get("folder")}/${decapFileName(name)}.json`, others)
  },
}

/** The collection a relation picks its entries from (setup/cms-config.ts). */
const relatedFolder = (props: ControlProps) => props.field.get("collection") as NamedFolder

/**
 * Each entry a relation names is one on the site, named once in its list: a list of them (a line's brands, which
 * Decap hands as an immutable List) by its own items; a single one (a product line of the service page) among the
 * same field of every item of the list it is in.
 */
const entriesOnTheSite: Rule<EntryFile[]> = {
  load: props => filesOf(props, relatedFolder(props), ENTRY_NAME_FIELDS[relatedFolder(props)]),
  check(value, entries, props, inList) {
    const folder = relatedFolder(props)
    if (props.field.get("multiple")) {
      const references = ((value as Immutable | undefined)?.toJS() as unknown[] | undefined) ?? []
      const [first] = namedEntryProblems(folder, references, entries)
      return first && `(${NAMED_ENTRIES[folder].one} ${first.index + 1}) ${first.message}`
    }
    const { values, index } = inList()
    return namedEntryProblems(folder, values, entries).find(problem => problem.index === index)?.message
  },
}

/** A field of the backup sizing helper's file, read against the file as the form holds it (src/lib/sizing-rules.ts). */
const sizingRule: Rule<null> = {
  load: async () => null,
  check(value, _, props) {
    const data = (props.entry.get("data") as Immutable | undefined)?.toJS() ?? {}
    const plain = (value as Immutable | undefined)?.toJS?.() ?? value
    return sizingFieldProblem(props.field.get("sizing_rule") as SizingFieldRule, plain, data)
  },
}

const RULES = [
  { name: RULE_WIDGETS.order, base: "number", rule: uniqueOrder },
  { name: RULE_WIDGETS.shown, base: "boolean", rule: shownWhileNamed },
  { name: RULE_WIDGETS.entryName, base: "string", rule: freeFileName },
  { name: RULE_WIDGETS.relation, base: "relation", rule: entriesOnTheSite },
  { name: RULE_WIDGETS.sizingList, base: "list", rule: sizingRule },
  { name: RULE_WIDGETS.sizingText, base: "string", rule: sizingRule },
  { name: RULE_WIDGETS.sizingNumber, base: "number", rule: sizingRule },
] as const

/** Registers each rule's widget (Decap's own, with the rule checked before a save) and the check before writing. */
export function registerRuleWidgets(CMS: Decap) {
  CMS.registerEventListener({ name: "preSave", handler: rulesBeforeWriting })
  for (const { name, base, rule } of RULES) {
    const widget = CMS.getWidget(base)
    CMS.registerWidget({
      name,
      controlComponent: controlWithRule(widget.control, rule as Rule<unknown>),
      previewComponent: widget.preview,
      schema: widget.schema,
    })
  }
}
