import {
  brandListProblems,
  brandNamedBy,
  ENTRY_NAME_FIELDS,
  entrySlug,
  fileNameProblem,
  hiddenBrandProblem,
  orderProblem,
  type EntryFile,
  type EntryFolder,
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

interface Namers {
  products: EntryFile[]
  stripLogos: unknown[]
}

/** Only a brand can be named by other files: by the product lines and the home page's brand strip. */
const shownWhileNamed: Rule<Namers> = {
  async load(props) {
    if (collectionOf(props) !== "brands") return { products: [], stripLogos: [] }
    const [products, [home]] = await Promise.all([
      filesOf(props, "products", ENTRY_NAME_FIELDS.products),
      filesOf(props, "pages", "title", "home"),
    ])
    const logos = (home?.data.brandStrip as { logos?: unknown } | undefined)?.logos
    return { products, stripLogos: Array.isArray(logos) ? logos : [] }
  },
  check(shown, { products, stripLogos }, props) {
    const slug = slugOf(props)
    return slug ? hiddenBrandProblem(shown, brandNamedBy(slug, products, stripLogos)) : undefined
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

/** Each brand of the list is one on the site, named once; Decap's list arrives as an immutable List. */
const brandsOnTheSite: Rule<EntryFile[]> = {
  load: props => filesOf(props, "brands", ENTRY_NAME_FIELDS.brands),
  check(value, brands) {
    const references = ((value as Immutable | undefined)?.toJS() as unknown[] | undefined) ?? []
    const [first] = brandListProblems(references, brands)
    return first && `(brand ${first.index + 1}) ${first.message}`
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
  { name: RULE_WIDGETS.brands, base: "relation", rule: brandsOnTheSite },
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
