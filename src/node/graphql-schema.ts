import { typeName } from "./content-nodes"
import { CONTENT_FILES } from "./content-schema"
import { contentFields, type ContentField, type GroupField, type SchemaName } from "./schema-fields"

/**
 * The content model as GraphQL types, made from the content schema (content-schema.ts, read by
 * schema-fields.ts) as the content check, the editor's form and the JSON Schemas are: a required field
 * is never null in the generated types, an optional one may be. What the zod schema does not say (a
 * field's doc string, a group's type name where not its path's, the entries a list of file names links
 * to) is noted beside it (`noted`, content-fields.ts). The fields the build resolves are in graphql-resolvers.ts.
 */

const doc = (text: string) => JSON.stringify(text)
const LANGUAGE = `${doc("Which language the entry is in, such as en or gu (src/lib/languages.ts).")}\n    language: String!`

/**
 * What the build adds to the content's own fields, where it makes it: every entry's language
 * (content-nodes.ts), a collection's entry's file name (gatsby-node.ts, onCreateNode), and the business's
 * offset from UTC (graphql-resolvers.ts).
 */
const ENTRY_FIELDS = { singleton: [LANGUAGE], collection: [LANGUAGE, "fields: JsonFields!"] }
const BUILD_TYPES = "type JsonFields { slug: String! }"
const BUILD_FIELDS: Record<string, string[]> = {
  SiteJsonHours: [
    `${doc("Minutes ahead of UTC, from timeZone: the browser reads the business's clock without loading time-zone data.")}\n    utcOffsetMinutes: Int!`,
  ],
}

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1)
/** The name of one item of a list: "supplies" → "Supply", "keyFigures" → "KeyFigure". */
const singular = (name: string) => name.replace(/ies$/, "y").replace(/s$/, "")

/** Each type by name, as SDL; a name given to two different groups stops the build. */
type Types = Map<string, string>

function declare(types: Types, name: string, definition: string) {
  const declared = types.get(name)
  if (declared !== undefined && declared !== definition)
    throw new Error(`Two different groups of the content schema make the GraphQL type ${name}: note a typeName on one`)
  types.set(name, definition)
}

/** A group's type, named after its path unless noted otherwise, with each of its fields; `head` for an entry's. */
function groupType(types: Types, group: GroupField, name: string, head = "", extra: string[] = []): string {
  const type = group.note?.typeName ?? name
  const prefix = group.note?.typePrefix ?? type
  const fields = [
    ...extra,
    ...Object.entries(group.fields).map(([field, value]) => fieldLine(types, field, value, prefix)),
    ...(BUILD_FIELDS[type] ?? []),
  ]
  const described = group.note?.doc ? `${doc(group.note.doc)}\n  ` : ""
  declare(types, type, `${described}type ${type}${head} {\n    ${fields.join("\n    ")}\n  }`)
  return type
}

/** A field's line: its doc string, name and type ("photos: [ContentPhoto!]"). */
function fieldLine(types: Types, name: string, field: ContentField, prefix: string): string {
  const { type, directive } = typeOf(types, field, `${prefix}${pascal(name)}`)
  const described = field.kind !== "group" && field.note?.doc ? `${doc(field.note.doc)}\n    ` : ""
  return `${described}${name}: ${type}${directive}`
}

function typeOf(types: Types, field: ContentField, name: string): { type: string; directive: string } {
  const required = field.optional ? "" : "!"
  const plain = (type: string) => ({ type: `${type}${required}`, directive: "" })
  switch (field.kind) {
    case "text":
    case "choice":
      return plain("String")
    case "number":
      return plain(field.integer ? "Int" : "Float")
    case "boolean":
      return plain("Boolean")
    case "image":
      return { type: `File${required}`, directive: " @fileByRelativePath" }
    case "group":
      return plain(groupType(types, field, name))
    case "list": {
      // Resolved to the entries it names, in its entry's language, by graphql-resolvers.ts.
      if (field.note?.links) return plain(`[${typeName(field.note.links)}!]`)
      const item = typeOf(types, field.item, singular(name))
      return { type: `[${item.type}]${required}`, directive: item.directive }
    }
  }
}

/** The types of the given kinds of content file, by the GraphQL type of their entries (ProductsJson). */
export function contentTypeDefsOf(entries: { type: string; schema: SchemaName; collection: boolean }[]): string {
  const types: Types = new Map()
  for (const { type, schema, collection } of entries)
    groupType(
      types,
      contentFields(schema),
      type,
      " implements Node @dontInfer",
      ENTRY_FIELDS[collection ? "collection" : "singleton"],
    )
  return [BUILD_TYPES, ...types.values()].map(definition => `\n  ${definition}\n`).join("")
}

/** The GraphQL types of every file of content/, named as content-nodes.ts names its entries. */
export const contentTypeDefs = contentTypeDefsOf([
  ...Object.entries(CONTENT_FILES.collections).map(([folder, schema]) => ({
    type: typeName(folder),
    schema,
    collection: true,
  })),
  ...Object.entries(CONTENT_FILES.singletons).map(([file, schema]) => ({
    type: typeName(file),
    schema,
    collection: false,
  })),
])
