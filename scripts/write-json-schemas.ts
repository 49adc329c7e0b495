/**
 * npm run json-schemas: writes the JSON Schemas of content/ (src/cms/json-schema.ts) to .vscode/schemas/
 * and maps them to their files in .vscode/settings.json, for VS Code and github.dev. Run it after
 * changing src/node/content-schema.ts; a unit test fails while they differ.
 */
import fs from "node:fs"
import path from "node:path"
import { contentJsonSchema, JSON_SCHEMA_DIR, jsonSchemaMappings } from "../src/cms/json-schema"

const root = path.resolve(__dirname, "..")
const write = (file: string, data: unknown) =>
  fs.writeFileSync(path.join(root, file), `${JSON.stringify(data, null, 2)}\n`)

fs.mkdirSync(path.join(root, JSON_SCHEMA_DIR), { recursive: true })
const mappings = jsonSchemaMappings()
for (const { name, url } of mappings) write(url, contentJsonSchema(name))
const settingsFile = path.join(root, ".vscode", "settings.json")
const settings = fs.existsSync(settingsFile) ? JSON.parse(fs.readFileSync(settingsFile, "utf8")) : {}
write(".vscode/settings.json", {
  ...settings,
  "json.schemas": mappings.map(({ fileMatch, url }) => ({ fileMatch, url })),
})
console.log(`Wrote ${mappings.length} JSON Schemas to ${JSON_SCHEMA_DIR}/ and mapped them in .vscode/settings.json`)
