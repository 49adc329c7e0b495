import fs from "node:fs"
import path from "node:path"
import { cmsConfig } from "../../src/cms/setup/cms-config"
import type { ConfigField, EditorConfig } from "../../src/cms/editor/editor-config"
import { missingWords } from "../../src/cms/editor/translation-check"

/** The editor's configuration as config.yml holds it (JSON), and a content file's two languages. */
const config = JSON.parse(
  JSON.stringify(cmsConfig({ repo: "owner/site", siteUrl: "https://www.example.in" })),
) as EditorConfig
const fieldsOf = (collection: string) =>
  config.collections.find(found => found.name === collection)!.fields as ConfigField[]
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "../../content", file), "utf8"))

describe("the Gujarati words an entry is saved with, read against the editor's configuration", () => {
  it("are complete in every shipped entry", () => {
    for (const [collection, folder] of [
      ["products", "products"],
      ["brands", "brands"],
      ["team", "team"],
    ]) {
      for (const name of fs
        .readdirSync(path.join(__dirname, "../../content", folder))
        .filter(n => n.endsWith(".json"))) {
        const file = read(`${folder}/${name}`)
        expect([name, missingWords(fieldsOf(collection), file.en, file.gu)]).toEqual([name, []])
      }
    }
  })

  it("name a text left empty or missing, and only translated ones", () => {
    const { en, gu } = read("team/rajesh-patel.json")
    expect(missingWords(fieldsOf("team"), en, { ...gu, description: " " })).toEqual(["About"])
    expect(missingWords(fieldsOf("team"), en, {})).toEqual(["Role", "About", "Image description"])
  })

  it("name a gallery photo's words by its place, and a list of words only when it is empty", () => {
    const { en, gu } = read("products/ups-systems.json")
    const photos = gu.photos.map((photo: object, index: number) => (index === 1 ? { ...photo, imageAlt: "" } : photo))
    expect(missingWords(fieldsOf("products"), en, { ...gu, photos })).toEqual([
      "Photos of our work 2: Photo description",
    ])
    // Each language's own list: shorter in Gujarati is fine, empty is not.
    expect(missingWords(fieldsOf("products"), en, { ...gu, supplies: gu.supplies.slice(0, 2) })).toEqual([])
    expect(missingWords(fieldsOf("products"), en, { ...gu, supplies: [] })).toEqual(["What we supply"])
  })
})
