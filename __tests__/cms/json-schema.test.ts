/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import Ajv from "ajv"
import { contentJsonSchema, jsonSchemaMappings } from "../../src/cms/setup/json-schema"

const root = path.resolve(__dirname, "../..")
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"))
// patternErrorMessage is VS Code's: the message it shows for a pattern that fails.
const ajv = new Ajv({ allErrors: true }).addKeyword("patternErrorMessage")
const validatorFor = (file: string) => {
  const mapping = jsonSchemaMappings().find(({ fileMatch }) =>
    fileMatch.some(glob => new RegExp(`^${glob.replace("*", "[^/]+")}$`).test(`/${file}`)),
  )
  if (!mapping) throw new Error(`no JSON Schema is mapped to ${file}`)
  return ajv.compile(read(mapping.url))
}
const contentFiles = fs
  .readdirSync(path.join(root, "content"), { recursive: true, encoding: "utf8" })
  .filter(file => file.endsWith(".json"))
  .map(file => `content/${file.split(path.sep).join("/")}`)

describe("the JSON Schemas VS Code and github.dev check content/ with", () => {
  test("are mapped to every file of content/ in .vscode/settings.json, and written from the content schema", () => {
    const mappings = jsonSchemaMappings()
    expect(read(".vscode/settings.json")["json.schemas"]).toEqual(
      mappings.map(({ fileMatch, url }) => ({ fileMatch, url })),
    )
    // Stale schemas: run npm run json-schemas.
    for (const { name, url } of mappings) expect([url, read(url)]).toEqual([url, contentJsonSchema(name)])
  })

  test.each(contentFiles)("%s passes its schema", file => {
    const validate = validatorFor(file)
    expect(validate(read(file)) ? [] : validate.errors).toEqual([])
  })

  test("a wrong product is underlined at each wrong field", () => {
    const validate = validatorFor("content/products/batteries.json")
    const { primaryTitle: _, ...product } = read("content/products/batteries.json")
    expect(validate({ ...product, order: 0, titel: "Batteries", image: "batteries.gif" })).toBe(false)
    expect(
      validate.errors!.map(
        ({ instancePath, keyword, params }) => `${instancePath} ${keyword} ${Object.values(params)}`,
      ),
    ).toEqual(
      [
        " required primaryTitle",
        " additionalProperties titel",
        "/order minimum >=,0",
        "/image pattern \\.(jpg|jpeg|png|webp|avif)$",
      ].map(line => line.replace(",0", ",1")),
    )
  })

  test("a home page with five logos or an opening time of 9:30 fails", () => {
    const home = read("content/home.json")
    const validateHome = validatorFor("content/home.json")
    expect(validateHome({ ...home, brandStrip: { ...home.brandStrip, logos: home.brandStrip.logos.slice(1) } })).toBe(
      false,
    )
    expect(validateHome.errors!.map(error => `${error.instancePath} ${error.keyword}`)).toEqual([
      "/brandStrip/logos minItems",
    ])
    const site = read("content/site.json")
    const validateSite = validatorFor("content/site.json")
    expect(validateSite({ ...site, hours: { ...site.hours, opens: "9:30" } })).toBe(false)
    expect(validateSite.errors!.map(error => `${error.instancePath} ${error.keyword}`)).toEqual([
      "/hours/opens pattern",
    ])
  })
})
