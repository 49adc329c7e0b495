/**
 * npm run json-schemas: writes the JSON Schemas of content/ (src/cms/setup/json-schema.ts) to .vscode/schemas/
 * and maps them to their files in .vscode/settings.json, for VS Code and github.dev. Run it after
 * changing src/node/content-schema.ts; a unit test fails while they differ.
 */
import fs from "node:fs"
import path from "node:path"
import prettier from "prettier"
import { contentJsonSchema, JSON_SCHEMA_DIR, jsonSchemaMappings } from "../src/cms/setup/json-schema"

const root = path.resolve(__dirname, "..")
/** Written as `npm run format` would leave it. */
async function write(file: string, data: unknown) {
  const filepath = path.join(root, file)
  const options = await prettier.resolveConfig(filepath)
  fs.writeFileSync(filepath, await prettier.format(JSON.stringify(data), { ...options, filepath }))
}

fs.mkdirSync(path.join(root, JSON_SCHEMA_DIR), { recursive: true })
const mappings = jsonSchemaMappings()
async function main() {
  for (const { name, url } of mappings) await write(url, contentJsonSchema(name))
  const settingsFile = path.join(root, ".vscode", "settings.json")
  const settings = fs.existsSync(settingsFile) ? JSON.parse(fs.readFileSync(settingsFile, "utf8")) : {}
  await write(".vscode/settings.json", {
    ...settings,
    "json.schemas": mappings.map(({ fileMatch, url }) => ({ fileMatch, url })),
  })
  console.log(`Wrote ${mappings.length} JSON Schemas to ${JSON_SCHEMA_DIR}/ and mapped them in .vscode/settings.json`)
}

void main()
