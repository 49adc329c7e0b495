/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { execFileSync } from "node:child_process"
import { contentWriter } from "../../src/cms/editor/content-writer"
import type { EditorConfig } from "../../src/cms/editor/editor-config"
import { contentFromFile, contentToFile, firstMisplacedKey, inFormOrder } from "../../src/cms/json-format"
import { cmsConfig } from "../../src/cms/setup/cms-config"
import { editorFiles } from "../../src/cms/setup/content-order"

const root = path.resolve(__dirname, "../..")
const contentFiles = fs
  .readdirSync(path.join(root, "content"), { recursive: true, encoding: "utf8" })
  .filter(file => file.endsWith(".json"))
/** The editor's configuration as config.yml holds it (JSON). */
const config = JSON.parse(
  JSON.stringify(cmsConfig({ repo: "owner/site", siteUrl: "https://www.example.in" })),
) as EditorConfig
const writer = contentWriter(Promise.resolve(config))
const formFiles = editorFiles(path.join(root, "content")).map(({ file, fields }) => [file, fields] as const)

/** Every group's keys in reverse, at every depth: an order the file does not have, as Decap may hand it. */
const reversed = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(reversed)
    : typeof value === "object" && value !== null
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([name, field]) => [name, reversed(field)]),
        )
      : value

describe("the format the editor saves content/ in", () => {
  test("is the one Prettier keeps content/ in (npm run format)", () => {
    const prettier = path.join(root, "node_modules", ".bin", "prettier")
    expect(() => execFileSync(prettier, ["--check", "content"], { cwd: root, stdio: "pipe" })).not.toThrow()
  })

  test.each(contentFiles)("writes content/%s back byte for byte", file => {
    const text = fs.readFileSync(path.join(root, "content", file), "utf8")
    expect(contentToFile(contentFromFile(text))).toBe(text)
  })

  test("covers every file of content/ with a form", () => {
    expect(formFiles.map(([file]) => file).sort()).toEqual([...contentFiles].sort())
  })

  beforeAll(() => writer.formsRead())

  test.each(formFiles)(
    "writes content/%s byte for byte from its data in any order, as Decap's toFile is called",
    (file, fields) => {
      const text = fs.readFileSync(path.join(root, "content", file), "utf8")
      const names = fields.map(field => field.name)
      expect(writer.toFile(reversed(contentFromFile(text)), names)).toBe(text)
    },
  )

  test("writes nothing before the editor's forms are read, rather than a file in another order", () => {
    const unread = contentWriter(new Promise<EditorConfig>(() => undefined))
    expect(() => unread.toFile({ en: {}, gu: {} }, ["order"])).toThrow("The editor's forms are not read yet")
  })

  test("puts the languages, then each one's fields, a group's and a list's items', in the form's order", () => {
    const fields = [
      { name: "order" },
      { name: "title" },
      { name: "photos", fields: [{ name: "image" }, { name: "imageAlt" }, { name: "caption" }] },
      { name: "hours", fields: [{ name: "opens" }, { name: "closes" }] },
    ]
    const data = {
      gu: { photos: [{ caption: "ફોટો", imageAlt: "વર્ણન" }], title: "શીર્ષક" },
      en: {
        hours: { closes: "19:00", opens: "09:30" },
        photos: [{ caption: "A photo", image: "a.jpg", imageAlt: "What it shows" }],
        unknown: true,
        title: "Title",
        order: 1,
      },
    }
    expect(JSON.stringify(inFormOrder(data, fields))).toBe(
      JSON.stringify({
        en: {
          order: 1,
          title: "Title",
          photos: [{ image: "a.jpg", imageAlt: "What it shows", caption: "A photo" }],
          hours: { opens: "09:30", closes: "19:00" },
          unknown: true,
        },
        gu: { title: "શીર્ષક", photos: [{ imageAlt: "વર્ણન", caption: "ફોટો" }] },
      }),
    )
  })

  test("names the first key out of the form's order, and the key it should follow", () => {
    const fields = [
      { name: "primaryTitle" },
      { name: "secondaryTitle" },
      { name: "description" },
      { name: "photos", fields: [{ name: "image" }, { name: "imageAlt" }, { name: "caption" }] },
    ]
    const en = { primaryTitle: "UPS Systems", secondaryTitle: "APC", description: "Online UPS." }
    expect(firstMisplacedKey({ en }, fields)).toBeUndefined()
    expect(
      firstMisplacedKey(
        { en: { description: "Online UPS.", primaryTitle: "UPS Systems", secondaryTitle: "APC" } },
        fields,
      ),
    ).toEqual({
      field: "en.description",
      after: "en.secondaryTitle",
    })
    expect(firstMisplacedKey({ gu: {}, en }, fields)).toEqual({ field: "gu", after: "en" })
    // The first photo, without its description, is in order; the second is not.
    const photos = [
      { image: "a.jpg", caption: "A photo" },
      { image: "b.jpg", caption: "Another photo", imageAlt: "What it shows" },
    ]
    expect(firstMisplacedKey({ en: { ...en, photos } }, fields)).toEqual({
      field: "en.photos[1].caption",
      after: "en.photos[1].imageAlt",
    })
    // A key the form has not is the content check's to refuse, not a misplaced one.
    expect(firstMisplacedKey({ en: { extra: 1, ...en } }, fields)).toBeUndefined()
  })

  test("leaves out an optional field the editor emptied, rather than writing it empty", () => {
    const product = { order: 2, primaryTitle: "Batteries", secondaryTitle: "", description: "Sealed and tubular." }
    expect(JSON.parse(contentToFile(product))).toEqual({
      order: 2,
      primaryTitle: "Batteries",
      description: "Sealed and tubular.",
    })
    expect(JSON.parse(contentToFile({ name: "Vanraj", geo: { latitude: null } }))).toEqual({ name: "Vanraj" })
  })

  test("keeps lists as they are, empty ones included", () => {
    expect(JSON.parse(contentToFile({ social: [], phones: ["+91 98250 41236"] }))).toEqual({
      social: [],
      phones: ["+91 98250 41236"],
    })
  })
})
