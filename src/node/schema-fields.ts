import { z } from "zod"
import { noteOf, type GraphqlNote } from "./content-fields"
import { languageShapeOf } from "./content-languages"
import { CONTENT_FILES, IMAGE_FIELD, schemasFor, type ContentSchemas } from "./content-schema"

/**
 * The fields of every content file, read from the zod schemas of content-schema.ts: the one
 * description that the content check, the editor's form (src/cms/setup/cms-config.ts), the JSON
 * Schema for file editors (src/cms/setup/json-schema.ts) and the GraphQL types (graphql-schema.ts)
 * all follow.
 */

interface FieldBase {
  optional: boolean
  /** Whether it holds words written in each language (content-languages.ts); else English holds it for all. */
  translated: boolean
  /** What the GraphQL types say of it beyond its shape (content-fields.ts), where the schema notes it. */
  note?: GraphqlNote
}
/** A check the editor can run on text as it is typed, with the schema's own message. */
export interface TextPattern {
  regex: RegExp
  message: string
}
export interface TextField extends FieldBase {
  kind: "text"
  /** Must hold more than spaces (the schema trims, then asks for one character). */
  nonEmpty: boolean
  maxLength?: number
  maxMessage?: string
  /** The schema's own regex, or one standing for zod's url or email check. */
  pattern?: TextPattern
  format?: "url" | "email"
}
export interface NumberField extends FieldBase {
  kind: "number"
  integer: boolean
  min?: number
  max?: number
}
/** A switch, on or off, such as whether an entry is shown on the site. */
export interface BooleanField extends FieldBase {
  kind: "boolean"
}
export interface ChoiceField extends FieldBase {
  kind: "choice"
  options: string[]
}
export interface ImageField extends FieldBase {
  kind: "image"
  extensions: string[]
}
export interface ListField extends FieldBase {
  kind: "list"
  item: ContentField
  minItems?: number
  maxItems?: number
}
export interface GroupField extends FieldBase {
  kind: "group"
  fields: Record<string, ContentField>
}
export type ContentField = TextField | NumberField | BooleanField | ChoiceField | ImageField | ListField | GroupField

export type SchemaName = keyof ContentSchemas

/** The schemas' shape only: the image check never runs here. */
const schemas = schemasFor(() => null)

const NON_EMPTY: TextPattern = { regex: /\S/, message: "must not be empty" }

/** Patterns for zod's built-in formats; the content check, run by CI, stays the authority. */
const FORMAT_PATTERNS = {
  url: /^https?:\/\/[^\s/$.?#][^\s]*$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
} as const

/** Reads one zod schema as a field; a kind of schema it does not know stops with the path named. */
export function readField(schema: z.ZodTypeAny, path: string, optional = false): ContentField {
  // The outermost schema says: shared(text) is shared, though text inside it is words.
  const field = { ...readShape(schema, path, optional), translated: languageShapeOf(schema).kind !== "shared" }
  const note = noteOf(schema)
  return Object.keys(note).length > 0 ? { ...field, note } : field
}

/** A kind of field as readField gives it, before it says whether it is translated. */
type Shape = ContentField extends infer Field ? (Field extends ContentField ? Omit<Field, "translated"> : never) : never

function readShape(schema: z.ZodTypeAny, path: string, optional: boolean): Shape {
  const def = schema._def as { typeName: z.ZodFirstPartyTypeKind }
  // Before the description: zod gives .optional() the description of what it wraps.
  if (def.typeName === z.ZodFirstPartyTypeKind.ZodOptional)
    return readField((schema as z.ZodOptional<z.ZodTypeAny>).unwrap(), path, true)
  if (schema.description?.startsWith(IMAGE_FIELD))
    return { kind: "image", optional, extensions: schema.description.slice(IMAGE_FIELD.length).split(" ") }
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodEffects:
      // A refinement the form cannot run (a time zone's offset, a product's alt text): its base shape.
      return readShape((schema as z.ZodEffects<z.ZodTypeAny>).innerType(), path, optional)
    case z.ZodFirstPartyTypeKind.ZodPipeline: {
      const { in: input, out } = (schema as z.ZodPipeline<z.ZodTypeAny, z.ZodTypeAny>)._def
      return mergeText(readShape(input, path, optional), readShape(out, path, optional), path)
    }
    case z.ZodFirstPartyTypeKind.ZodString:
      return readText(schema as z.ZodString, optional)
    case z.ZodFirstPartyTypeKind.ZodNumber: {
      const number = schema as z.ZodNumber
      const field: Omit<NumberField, "translated"> = { kind: "number", optional, integer: number.isInt }
      for (const check of number._def.checks) {
        if (check.kind === "min") field.min = check.inclusive ? check.value : check.value + (number.isInt ? 1 : 0)
        if (check.kind === "max") field.max = check.inclusive ? check.value : check.value - (number.isInt ? 1 : 0)
      }
      return field
    }
    case z.ZodFirstPartyTypeKind.ZodBoolean:
      return { kind: "boolean", optional }
    case z.ZodFirstPartyTypeKind.ZodEnum:
      return { kind: "choice", optional, options: [...(schema as z.ZodEnum<[string, ...string[]]>).options] }
    case z.ZodFirstPartyTypeKind.ZodArray: {
      const { type, exactLength, minLength, maxLength } = (schema as z.ZodArray<z.ZodTypeAny>)._def
      return {
        kind: "list",
        optional,
        item: readField(type, `${path}[]`),
        minItems: exactLength?.value ?? minLength?.value,
        maxItems: exactLength?.value ?? maxLength?.value,
      }
    }
    case z.ZodFirstPartyTypeKind.ZodObject:
      return {
        kind: "group",
        optional,
        fields: Object.fromEntries(
          Object.entries((schema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>).map(([name, field]) => [
            name,
            readField(field, path ? `${path}.${name}` : name),
          ]),
        ),
      }
    default:
      throw new Error(
        `${path}: the editor and GraphQL do not know zod's ${def.typeName}; teach src/node/schema-fields.ts`,
      )
  }
}

function readText(schema: z.ZodString, optional: boolean): Omit<TextField, "translated"> {
  const field: Omit<TextField, "translated"> = { kind: "text", optional, nonEmpty: false }
  for (const check of schema._def.checks) {
    if (check.kind === "min" && check.value >= 1) field.nonEmpty = true
    if (check.kind === "max") Object.assign(field, { maxLength: check.value, maxMessage: check.message })
    if (check.kind === "regex") field.pattern = { regex: check.regex, message: check.message ?? "has the wrong form" }
    if (check.kind === "url" || check.kind === "email") {
      field.format = check.kind
      field.pattern = {
        regex: FORMAT_PATTERNS[check.kind],
        message: check.message ?? `should be a valid ${check.kind}`,
      }
    }
  }
  return field
}

/** `text.pipe(z.string().max(…))`: one text field with the checks of both. */
function mergeText(input: Shape, output: Shape, path: string): Omit<TextField, "translated"> {
  if (input.kind !== "text" || output.kind !== "text") throw new Error(`${path}: only text may be piped into text`)
  return { ...input, ...output, nonEmpty: input.nonEmpty || output.nonEmpty, optional: input.optional }
}

/**
 * The one check a form can run on a text as it is typed, with the schema's message: its format,
 * else its length, else that it is more than spaces. (Empty itself is the form's "required".)
 */
export function textPattern(field: TextField): TextPattern | undefined {
  if (field.pattern) return field.pattern
  if (field.maxLength !== undefined)
    // The schema trims before it counts, so spaces around the text are free there too.
    return {
      regex: new RegExp(`^\\s*${field.nonEmpty ? "(?=\\S)" : ""}[\\s\\S]{0,${field.maxLength}}\\s*$`),
      message: field.maxMessage ?? `should be at most ${field.maxLength} characters`,
    }
  return field.nonEmpty ? NON_EMPTY : undefined
}

/** The fields of one kind of content file, such as "product" or "home". */
export function contentFields(name: SchemaName): GroupField {
  const field = readField(schemas[name], name)
  if (field.kind !== "group") throw new Error(`${name}: a content file should hold one group of fields`)
  return field
}

/**
 * What a translation of a field holds (content-languages.ts): its translated fields only, or nothing
 * for a shared one. A list of groups keeps, item by item, the words of each.
 */
export function wordsOnly(field: ContentField): ContentField | undefined {
  if (!field.translated) return undefined
  if (field.kind === "group") {
    const fields = Object.entries(field.fields).flatMap(([name, child]) => {
      const words = wordsOnly(child)
      return words ? [[name, words] as const] : []
    })
    return { ...field, fields: Object.fromEntries(fields) }
  }
  if (field.kind === "list") return { ...field, item: wordsOnly(field.item) ?? field.item }
  return field
}

/** Every field of every kind of content file, by path ("home.brandStrip.logos", "site.phones[]"). */
export function allFieldPaths(): string[] {
  const names = [
    ...Object.values(CONTENT_FILES.collections),
    ...Object.values(CONTENT_FILES.singletons),
  ] as SchemaName[]
  return names.flatMap(name => pathsOf(contentFields(name), name))
}

function pathsOf(field: ContentField, path: string): string[] {
  if (field.kind === "group")
    return Object.entries(field.fields).flatMap(([name, child]) => [
      `${path}.${name}`,
      ...pathsOf(child, `${path}.${name}`),
    ])
  if (field.kind === "list" && field.item.kind === "group") return pathsOf(field.item, path)
  return []
}
