/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import Ajv, { type ErrorObject } from "ajv"
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
/** Where and why the editor underlines: "/en/order minimum >=,1". */
const underlined = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map(({ instancePath, keyword, params }) => `${instancePath} ${keyword} ${Object.values(params)}`)
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
    const { en, gu } = read("content/products/batteries.json")
    const { primaryTitle: _, ...product } = en
    expect(validate({ en: { ...product, order: 0, titel: "Batteries", image: "batteries.gif" }, gu })).toBe(false)
    expect(underlined(validate.errors)).toEqual(
      [
        "/en required primaryTitle",
        "/en additionalProperties titel",
        "/en/order minimum >=,0",
        "/en/image pattern \\.(jpg|jpeg|png|webp|avif)$",
      ].map(line => line.replace(",0", ",1")),
    )
  })

  test("a Gujarati part that lacks a word, writes a shared field again, or is missing, is underlined", () => {
    const validate = validatorFor("content/products/batteries.json")
    const { en, gu } = read("content/products/batteries.json")
    const { primaryTitle: _, ...words } = gu
    const photos = gu.photos.map((photo: object, index: number) => ({ ...photo, image: en.photos[index].image }))
    expect(validate({ en, gu: { ...words, brands: en.brands, photos } })).toBe(false)
    expect(underlined(validate.errors)).toEqual([
      "/gu required primaryTitle",
      "/gu additionalProperties brands",
      ...photos.map((_: object, index: number) => `/gu/photos/${index} additionalProperties image`),
    ])
    expect(validate({ en })).toBe(false)
    expect(underlined(validate.errors)).toEqual([" required gu"])
  })

  test("a home page with five logos or an opening time of 9:30 fails", () => {
    const home = read("content/home.json")
    const validateHome = validatorFor("content/home.json")
    const fiveLogos = { ...home.en.brandStrip, logos: home.en.brandStrip.logos.slice(1) }
    expect(validateHome({ ...home, en: { ...home.en, brandStrip: fiveLogos } })).toBe(false)
    expect(validateHome.errors!.map(error => `${error.instancePath} ${error.keyword}`)).toEqual([
      "/en/brandStrip/logos minItems",
    ])
    const site = read("content/site.json")
    const validateSite = validatorFor("content/site.json")
    expect(validateSite({ ...site, en: { ...site.en, hours: { ...site.en.hours, opens: "9:30" } } })).toBe(false)
    expect(validateSite.errors!.map(error => `${error.instancePath} ${error.keyword}`)).toEqual([
      "/en/hours/opens pattern",
    ])
  })
})
