import { CONTENT_FILES } from "../../node/content-schema"
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from "../../lib/languages"
import { contentFields, textPattern, wordsOnly, type ContentField, type SchemaName } from "../../node/schema-fields"
import { labelFor } from "./labels/field-labels"

/**
 * JSON Schemas of the files in content/, for people who edit them as files: .vscode/settings.json
 * maps each to its files, so VS Code and github.dev underline a wrong field as it is typed and show
 * the editor's label and hint on hover. Made from the same description as the editor's form
 * (src/node/schema-fields.ts); `npm run json-schemas` writes them to .vscode/schemas/.
 */

export const JSON_SCHEMA_DIR = ".vscode/schemas"

type JsonSchema = Record<string, unknown>

function schemaOf(field: ContentField, path: string): JsonSchema {
  const label = labelFor(path)
  const description = label ? { description: `${label.label}: ${label.hint}` } : {}
  switch (field.kind) {
    case "text": {
      const pattern = textPattern(field)
      return {
        type: "string",
        ...description,
        ...(field.nonEmpty ? { minLength: 1 } : {}),
        ...(pattern ? { pattern: pattern.regex.source, patternErrorMessage: pattern.message } : {}),
      }
    }
    case "number":
      return {
        type: field.integer ? "integer" : "number",
        ...description,
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
      }
    case "boolean":
      return { type: "boolean", ...description }
    case "choice":
      return { enum: field.options, ...description }
    case "image":
      return {
        type: "string",
        ...description,
        pattern: `\\.(${field.extensions.map(extension => extension.slice(1)).join("|")})$`,
        patternErrorMessage: `should be an image file ending in ${field.extensions.join(", ")}`,
      }
    case "list":
      return {
        type: "array",
        ...description,
        items: schemaOf(field.item, path),
        ...(field.minItems !== undefined ? { minItems: field.minItems } : {}),
        ...(field.maxItems !== undefined ? { maxItems: field.maxItems } : {}),
      }
    case "group":
      return {
        type: "object",
        ...description,
        properties: Object.fromEntries(
          Object.entries(field.fields).map(([name, child]) => [name, schemaOf(child, `${path}.${name}`)]),
        ),
        required: Object.entries(field.fields)
          .filter(([, child]) => !child.optional)
          .map(([name]) => name),
        additionalProperties: false,
      }
  }
}

/**
 * The JSON Schema of one kind of content file: every field under "en", and under each other
 * language the words only (content-languages.ts).
 */
export function contentJsonSchema(name: SchemaName): JsonSchema {
  const fields = contentFields(name)
  const words = wordsOnly(fields) ?? { ...fields, fields: {} }
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $comment: "Written by npm run json-schemas from src/node/content-schema.ts: edit that, not this.",
    type: "object",
    properties: Object.fromEntries(
      LANGUAGE_CODES.map(language => [
        language,
        {
          ...schemaOf(language === DEFAULT_LANGUAGE ? fields : words, name),
          description:
            language === DEFAULT_LANGUAGE
              ? `The ${LANGUAGES[language].englishName} page, and what every language shares`
              : `The words of the ${LANGUAGES[language].englishName} page`,
        },
      ]),
    ),
    required: LANGUAGE_CODES,
    additionalProperties: false,
  }
}

/** Which files of content/ each schema is for, as .vscode/settings.json's json.schemas lists them. */
export function jsonSchemaMappings(): { fileMatch: string[]; url: string; name: SchemaName }[] {
  return [
    ...Object.entries(CONTENT_FILES.collections).map(([folder, name]) => ({
      fileMatch: [`/content/${folder}/*.json`],
      name: name as SchemaName,
    })),
    ...Object.entries(CONTENT_FILES.singletons).map(([file, name]) => ({
      fileMatch: [`/content/${file}`],
      name: name as SchemaName,
    })),
  ].map(mapping => ({ ...mapping, url: `./${JSON_SCHEMA_DIR}/${mapping.name}.schema.json` }))
}
