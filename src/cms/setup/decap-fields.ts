import type { NamedFolder } from "../../lib/content-rules"
import { textPattern, type ContentField } from "../../node/schema-fields"
import { COLLECTION_LABELS, labelFor } from "./labels/field-labels"
import { RULE_WIDGETS, SIZING_RULE_FIELDS } from "../rule-widgets"

/**
 * A field of the content schema as a field of Decap's form (https://decapcms.org/docs/widgets/): its
 * widget, its label and hint from the labels beside this file, and the same limits the content check
 * keeps. cms-config.ts puts them together into the editor's collections.
 */

export interface DecapField {
  name: string
  label: string
  hint: string
  widget: string
  required?: false
  pattern?: [string, string]
  [option: string]: unknown
}

const fail = (path: string, problem: string): never => {
  throw new Error(`${path}: ${problem}`)
}

/** A regex as Decap runs it: `new RegExp(source)`, without flags. */
function patternOf(regex: RegExp, message: string, path: string): [string, string] {
  if (regex.flags) fail(path, `the editor cannot run a regex with flags (/${regex.source}/${regex.flags})`)
  return [regex.source, message]
}

/** Where an image field of a file in content/ uploads to, and how its path is written. */
export interface MediaFolders {
  media_folder: string
  public_folder: string
}

function decapField(name: string, field: ContentField, path: string, media?: MediaFolders): DecapField {
  const text = labelFor(path) ?? fail(path, "has no label in src/cms/setup/labels/field-labels.ts")
  const base = {
    name,
    label: text.label,
    hint: text.hint,
    ...(field.optional ? { required: false as const } : {}),
    // Written in each language, side by side; a shared field is English's only, hidden beside the Gujarati.
    ...(field.translated ? { i18n: true } : {}),
  }
  switch (field.kind) {
    case "text": {
      if (text.relation) return relationField(base, text.relation)
      const pattern = textPattern(field)
      return {
        ...base,
        widget: text.multiline ? "text" : "string",
        ...(pattern ? { pattern: patternOf(pattern.regex, pattern.message, path) } : {}),
      }
    }
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: field.integer ? "int" : "float",
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      }
    case "boolean":
      return { ...base, widget: "boolean" }
    case "choice":
      return { ...base, widget: "select", options: field.options }
    case "image": {
      const extensions = field.extensions.map(extension => extension.slice(1)).join("|")
      return {
        ...base,
        widget: "image",
        choose_url: false,
        pattern: [`\\.(${extensions})$`, `should be an image file ending in ${field.extensions.join(", ")}`],
        // Read by the editor's upload (src/cms/editor/photo-upload.ts): a photo narrower is refused.
        ...(text.minWidth ? { min_width: text.minWidth } : {}),
        // The same, for a file larger than its place takes (the icon).
        ...(text.maxBytes ? { max_bytes: text.maxBytes } : {}),
        ...media,
        ...(text.folder ? { media_folder: text.folder, public_folder: text.folder } : {}),
      }
    }
    case "list": {
      const counts = {
        ...(field.minItems !== undefined ? { min: field.minItems } : {}),
        ...(field.maxItems !== undefined ? { max: field.maxItems } : {}),
        // A list that may be empty is still written: Decap's "required" would refuse it empty.
        ...(!field.optional && !field.minItems ? { required: false as const, default: [] } : {}),
      }
      if (text.relation) {
        if (field.item.kind !== "text") fail(path, "a relation holds file names: a list of text")
        return { ...relationField(base, text.relation, true), ...counts }
      }
      if (field.item.kind === "choice")
        return { ...base, widget: "select", multiple: true, options: field.item.options, ...counts }
      // A list of single values (phone numbers, paragraphs) shows each one's box at once, as a
      // form would; a list of groups shows a line for each, opened by a click.
      const item =
        field.item.kind === "group"
          ? { fields: decapFields(field.item.fields, path, media) }
          : { field: decapField("item", field.item, path, media), collapsed: false }
      return { ...base, widget: "list", ...item, ...counts }
    }
    case "group":
      return { ...base, widget: "object", fields: decapFields(field.fields, path, media) }
  }
}

/**
 * A field holding the file name of an entry of a collection, or a list of them (`multiple`): Decap's relation
 * widget, offering only the entries shown on the site by their names, wrapped by the rule that also refuses one
 * that is not there, is off the site or is named twice, as the content check does (src/cms/editor/rule-widgets.ts).
 */
function relationField(
  base: Pick<DecapField, "name" | "label" | "hint">,
  collection: NamedFolder,
  multiple = false,
): DecapField {
  const { identifier } = COLLECTION_LABELS[collection]
  return {
    ...base,
    widget: RULE_WIDGETS.relation,
    collection,
    value_field: "{{slug}}",
    search_fields: [identifier],
    display_fields: [identifier],
    filters: [{ field: "shown", values: [true] }],
    multiple,
  }
}

/** The sizing widget of each kind of field a rule of the helper's file checks. */
const SIZING_WIDGETS: Record<string, string> = {
  list: RULE_WIDGETS.sizingList,
  string: RULE_WIDGETS.sizingText,
  number: RULE_WIDGETS.sizingNumber,
}

/** A field of the helper's file that a rule checks against the rest of the file, with its sizing widget. */
function withSizingRule(field: DecapField, path: string): DecapField {
  const rule = SIZING_RULE_FIELDS[path]
  if (!rule) return field
  const widget = SIZING_WIDGETS[field.widget] ?? fail(path, `no sizing widget wraps "${field.widget}"`)
  return { ...field, widget, sizing_rule: rule }
}

export function decapFields(fields: Record<string, ContentField>, path: string, media?: MediaFolders): DecapField[] {
  return Object.entries(fields).map(([name, field]) =>
    withSizingRule(decapField(name, field, `${path}.${name}`, media), `${path}.${name}`),
  )
}
