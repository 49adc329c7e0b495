import type { NamedFolder } from "../../lib/content-rules"
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../../lib/languages"
import { CONTENT_FILES } from "../../node/content-schema"
import { contentFields, textPattern, type ContentField, type SchemaName } from "./content-fields"
import { COLLECTION_LABELS, FILE_LABELS, labelFor } from "./labels/field-labels"
import { CONTENT_FORMAT } from "../json-format"
import { RULE_WIDGETS, SIZING_RULE_FIELDS } from "../rule-widgets"

/**
 * Decap CMS's configuration (public/admin/config.yml), made by the build from the content
 * schema and the labels beside this file, so the editor's form cannot drift from what the
 * content check accepts. https://decapcms.org/docs/configuration-options/
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

export interface CmsConfigOptions {
  /** "owner/name" of the GitHub repository the editor opens pull requests on. */
  repo: string
  siteUrl: string
  /** The local backend (decap-server) of `npm run cms`, instead of GitHub. */
  localBackendUrl?: string
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
interface MediaFolders {
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

function decapFields(fields: Record<string, ContentField>, path: string, media?: MediaFolders): DecapField[] {
  return Object.entries(fields).map(([name, field]) =>
    withSizingRule(decapField(name, field, `${path}.${name}`, media), `${path}.${name}`),
  )
}

/**
 * An entry's fields with the widgets that check them against the other entries before a save (rule-widgets.ts):
 * its order, its "shown on the site" switch (on for a new entry), and the field its file name is made from.
 */
function withRuleWidgets(fields: DecapField[], identifier: string): DecapField[] {
  return fields.map(field =>
    field.name === "order"
      ? { ...field, widget: RULE_WIDGETS.order }
      : field.name === "shown"
        ? { ...field, widget: RULE_WIDGETS.shown, default: true }
        : field.name === identifier
          ? { ...field, widget: RULE_WIDGETS.entryName }
          : field,
  )
}

/** The site's images are referenced relative to the JSON file that names them, and uploaded there. */
const BESIDE_THE_ENTRY: MediaFolders = { media_folder: "", public_folder: "" }
const IN_CONTENT_IMAGES: MediaFolders = { media_folder: "images", public_folder: "images" }

export function cmsConfig({ repo, siteUrl, localBackendUrl }: CmsConfigOptions) {
  const folderCollections = Object.entries(CONTENT_FILES.collections).map(([folder, schema]) => {
    const labels = COLLECTION_LABELS[folder as keyof typeof COLLECTION_LABELS]
    return {
      name: folder,
      label: labels.label,
      label_singular: labels.singular,
      description: labels.description,
      folder: `content/${folder}`,
      i18n: true,
      extension: "json",
      format: CONTENT_FORMAT,
      create: true,
      // Decap's "Delete published entry" commits straight to main, even in the editorial workflow
      // (decaporg/decap-cms#5650): an entry is taken off the site with its "Shown on the site" switch instead.
      delete: false,
      identifier_field: labels.identifier,
      summary: `{{order}}. {{${labels.identifier}}}`,
      // Listed as on the site, by order, until the editor sorts otherwise.
      sortable_fields: [{ field: "order", default_sort: "asc" }, labels.identifier],
      view_filters: [
        { label: "Shown on the site", field: "shown", pattern: true },
        { label: "Off the site", field: "shown", pattern: false },
      ],
      ...BESIDE_THE_ENTRY,
      fields: withRuleWidgets(decapFields(contentFields(schema as SchemaName).fields, schema), labels.identifier),
    }
  })
  const pages = {
    name: "pages",
    label: "Site and pages",
    description: "The company's details and the words of every page",
    i18n: true,
    extension: "json",
    format: CONTENT_FORMAT,
    delete: false,
    files: Object.entries(CONTENT_FILES.singletons).map(([file, schema]) => ({
      name: schema,
      label: FILE_LABELS[schema].label,
      description: FILE_LABELS[schema].hint,
      file: `content/${file}`,
      i18n: true,
      fields: decapFields(contentFields(schema).fields, schema, IN_CONTENT_IMAGES),
    })),
  }

  return {
    backend: {
      name: "github",
      repo,
      branch: "main",
      // base_url, the site's own origin, is set as the editor starts (src/cms/editor/admin.ts).
      auth_endpoint: "api/auth",
      squash_merges: true,
    },
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    publish_mode: "editorial_workflow",
    // Every file holds both languages: { "en": { … }, "gu": { … } } (src/lib/languages.ts).
    i18n: { structure: "single_file", locales: LANGUAGE_CODES, default_locale: DEFAULT_LANGUAGE },
    site_url: siteUrl,
    display_url: siteUrl,
    show_preview_links: true,
    // Required by Decap; every image field sets its own folder (beside its JSON file) above.
    media_folder: "content/images",
    public_folder: "images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [...folderCollections, pages],
  }
}

export type CmsConfig = ReturnType<typeof cmsConfig>
