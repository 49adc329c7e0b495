/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { cmsConfig } from "../../src/cms/setup/cms-config"
import type { DecapField } from "../../src/cms/setup/decap-fields"
import { readField, wordsOnly } from "../../src/node/schema-fields"
import { ICON_MAX_BYTES } from "../../src/lib/app-icons"
import { MINIMUM_PHOTO_WIDTH } from "../../src/lib/photo-sizes"
import { shared, text as words } from "../../src/node/content-fields"
import { CONTENT_FILES, GALLERY_LIMIT } from "../../src/node/content-schema"

const root = path.resolve(__dirname, "../..")
const config = cmsConfig({ repo: "owner/site", siteUrl: "https://www.example.in" })
const [products, brands, team, pages] = config.collections as unknown as [
  { folder: string; fields: DecapField[]; media_folder: string; public_folder: string },
  { folder: string; fields: DecapField[]; media_folder: string; public_folder: string },
  { folder: string; fields: DecapField[]; media_folder: string; public_folder: string },
  { files: { name: string; file: string; fields: DecapField[] }[] },
]
const file = (name: string) => pages.files.find(entry => entry.name === name)!
const field = (fields: DecapField[], ...names: string[]): DecapField =>
  names.reduce<DecapField>(
    (found, name) => ((found?.fields ?? fields) as DecapField[]).find(candidate => candidate.name === name)!,
    undefined as unknown as DecapField,
  )
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, "content", file), "utf8"))
/** Every shipped file of content/, by its path there ("products/ups-systems.json"), with its form's fields. */
const shippedFiles: [string, DecapField[]][] = [
  ...Object.entries({ products, brands, team }).flatMap(([folder, collection]) =>
    fs
      .readdirSync(path.join(root, "content", folder))
      .filter(name => name.endsWith(".json"))
      .map(name => [`${folder}/${name}`, collection.fields] as [string, DecapField[]]),
  ),
  ...Object.entries(CONTENT_FILES.singletons).map(
    ([name, schema]) => [name, file(schema).fields] as [string, DecapField[]],
  ),
]
/** The form's fields written in each language, as Decap shows them beside the Gujarati: what "gu" holds. */
const translatedFields = (fields: DecapField[]): DecapField[] =>
  fields
    .filter(candidate => candidate.i18n === true)
    .map(candidate =>
      candidate.fields ? { ...candidate, fields: translatedFields(candidate.fields as DecapField[]) } : candidate,
    )

/** What the form says about a value: the message beside the field, or null when it accepts it. */
function formRefuses(decapField: DecapField, value: string): string | null {
  const [source, message] = decapField.pattern ?? ["", ""]
  return source && !new RegExp(source).test(value) ? message : null
}

/** Every field of `data` is a field of the form, and every required field of the form is in `data`. */
function mismatches(fields: DecapField[], data: Record<string, unknown>, where: string): string[] {
  const names = fields.map(candidate => candidate.name)
  return [
    ...Object.keys(data)
      .filter(name => !names.includes(name))
      .map(name => `${where}.${name} is not in the form`),
    ...fields.flatMap(candidate => {
      const value = data[candidate.name]
      if (value === undefined) return candidate.required === false ? [] : [`${where}.${candidate.name} is missing`]
      const inner = candidate.fields as DecapField[] | undefined
      if (!inner) return []
      const items = Array.isArray(value) ? value : [value]
      return items.flatMap((item, index) => mismatches(inner, item, `${where}.${candidate.name}[${index}]`))
    }),
  ]
}

describe("the editor's configuration, made from the content schema", () => {
  test("edits every collection and file of content/ in place", () => {
    expect([products.folder, brands.folder, team.folder]).toEqual(
      Object.keys(CONTENT_FILES.collections).map(folder => `content/${folder}`),
    )
    expect(pages.files.map(entry => entry.file)).toEqual(
      Object.keys(CONTENT_FILES.singletons).map(name => `content/${name}`),
    )
  })

  test("has exactly the fields of every shipped file, required where the schema requires them", () => {
    const problems = shippedFiles.flatMap(([name, fields]) => mismatches(fields, read(name).en, `${name} en`))
    expect(problems).toEqual([])
    expect(field(products.fields, "description").required).toBeUndefined()
    expect(field(products.fields, "image").required).toBe(false)
    expect(field(products.fields, "primaryTitle").required).toBeUndefined() // Decap's default: required
  })

  test("edits every file in both languages, in the one file that holds them ({ en, gu })", () => {
    expect(config.i18n).toEqual({ structure: "single_file", locales: ["en", "gu"], default_locale: "en" })
    for (const collection of config.collections) expect(collection).toMatchObject({ i18n: true })
    for (const entry of pages.files)
      expect([entry.file, entry]).toEqual([entry.file, expect.objectContaining({ i18n: true })])
  })

  test("asks for the words in each language, and for what both share (names, numbers, images, references) once", () => {
    const translated = [
      field(products.fields, "primaryTitle"),
      field(products.fields, "secondaryTitle"),
      field(products.fields, "description"),
      field(products.fields, "overview"),
      field(products.fields, "supplies"),
      field(products.fields, "supplies", "title"),
      field(products.fields, "keyFigures", "value"),
      field(products.fields, "photos"),
      field(products.fields, "photos", "imageAlt"),
      field(products.fields, "photos", "caption"),
      field(brands.fields, "about"),
      field(team.fields, "title"),
      field(team.fields, "description"),
      field(team.fields, "imageAlt"),
      field(file("home").fields, "hero"),
      field(file("home").fields, "hero", "heading"),
      field(file("site").fields, "address", "street"),
    ]
    for (const candidate of translated) expect([candidate.name, candidate.i18n]).toEqual([candidate.name, true])
    const shared = [
      field(products.fields, "order"),
      field(products.fields, "shown"),
      field(products.fields, "image"),
      field(products.fields, "brands"),
      field(products.fields, "linksToSizingHelper"),
      field(products.fields, "photos", "image"),
      field(brands.fields, "title"),
      field(brands.fields, "order"),
      field(brands.fields, "logo"),
      field(team.fields, "name"),
      field(team.fields, "order"),
      field(team.fields, "image"),
      field(file("home").fields, "hero", "image"),
      field(file("home").fields, "brandStrip", "logos"),
      field(file("site").fields, "name"),
      field(file("site").fields, "phones"),
      field(file("site").fields, "address", "postalCode"),
    ]
    for (const candidate of shared) expect([candidate.name, candidate.i18n]).toEqual([candidate.name, undefined])
  })

  test("has, under Gujarati, exactly the translated fields of every shipped file", () => {
    const problems = shippedFiles.flatMap(([name, fields]) =>
      mismatches(translatedFields(fields), read(name).gu, `${name} gu`),
    )
    expect(problems).toEqual([])
  })

  test("offers beside the Gujarati only the words of a list's items: a gallery photo its description and caption, not its image", () => {
    /**
     * Each list whose items mix shared fields and words, with the fields of its items written in each language
     * (i18n true): Decap reads a field without i18n as "none", English's only, and hides it beside the Gujarati
     * (the items' fields, too: src/cms/editor/item-languages.ts).
     */
    const mixedLists = (fields: DecapField[], path: string): [string, string[]][] =>
      fields.flatMap(candidate => {
        const inner = (candidate.fields ?? []) as DecapField[]
        const words = inner.filter(item => item.i18n === true).map(item => item.name)
        const mixed = candidate.widget.endsWith("list") && words.length > 0 && words.length < inner.length
        if (mixed) expect([candidate.name, candidate.i18n]).toEqual([candidate.name, true])
        for (const item of inner) expect([item.name, item.i18n]).toEqual([item.name, item.i18n === true || undefined])
        const here = `${path}.${candidate.name}`
        return [...(mixed ? [[here, words] as [string, string[]]] : []), ...mixedLists(inner, here)]
      })
    expect([
      ...mixedLists(products.fields, "product"),
      ...mixedLists(brands.fields, "brand"),
      ...mixedLists(team.fields, "teamMember"),
      ...pages.files.flatMap(entry => mixedLists(entry.fields, entry.name)),
    ]).toEqual([
      ["product.photos", ["imageAlt", "caption"]],
      ["brand.photos", ["imageAlt", "caption"]],
      ["site.navigation", ["header", "footer"]],
      ["home.whyChooseUs.cards", ["title", "description", "imageAlt"]],
      ["about.highlights", ["label"]],
      ["backupSizing.groups.loads", ["name"]],
      ["backupSizing.batteries", ["name"]],
      ["backupSizing.jobs.ups.ratings", ["name"]],
      ["backupSizing.jobs.inverter.ratings", ["name"]],
      ["backupSizing.setups.items", ["name"]],
      ["service.kinds", ["label", "hint"]],
      ["service.dangerousSymptoms", ["label"]],
      ["service.lines", ["symptoms"]],
      ["service.lines.symptoms", ["label"]],
      ["service.batteries", ["name"]],
      ["service.form.times", ["label"]],
    ])
  })

  test("offers no direct delete, which Decap commits straight to main: an entry is taken off the site by a switch", () => {
    for (const collection of [...config.collections]) expect(collection).toMatchObject({ delete: false })
    for (const collection of [products, brands, team])
      expect(field(collection.fields, "shown")).toMatchObject({
        label: "Shown on the site",
        widget: "shown-on-site",
        default: true,
      })
  })

  test("checks an entry's order, its name when it is new, and its brands against the other files (rule-widgets.ts)", () => {
    expect([products, brands, team].map(collection => field(collection.fields, "order").widget)).toEqual(
      Array(3).fill("unique-order"),
    )
    expect(
      [
        field(products.fields, "primaryTitle"),
        field(brands.fields, "title"),
        field(team.fields, "name"),
        field(team.fields, "title"),
      ].map(candidate => candidate.widget),
    ).toEqual(["entry-name", "entry-name", "entry-name", "string"])
  })

  test("lists products, brands and team members in their order on the site", () => {
    for (const collection of [products, brands, team])
      expect((collection as unknown as { sortable_fields: unknown[] }).sortable_fields[0]).toEqual({
        field: "order",
        default_sort: "asc",
      })
  })

  test("enforces the home page's list sizes, and picks its logos from the brand files", () => {
    const home = file("home").fields
    expect(field(home, "brandStrip", "logos")).toMatchObject({
      widget: "entry-relation",
      filters: [{ field: "shown", values: [true] }],
      collection: "brands",
      value_field: "{{slug}}",
      multiple: true,
      min: 6,
      max: 6,
    })
    expect(field(home, "whyChooseUs", "strengths")).toMatchObject({ widget: "list", min: 4, max: 4 })
    expect(field(home, "whyChooseUs", "cards")).toMatchObject({ widget: "list", min: 3, max: 3 })
  })

  test("picks a product line's brands from the brand files, and writes an empty list when it carries none", () => {
    expect(field(products.fields, "brands")).toMatchObject({
      widget: "entry-relation",
      filters: [{ field: "shown", values: [true] }],
      collection: "brands",
      value_field: "{{slug}}",
      multiple: true,
      required: false,
      default: [],
    })
    expect(field(products.fields, "overview")).toMatchObject({ widget: "list", min: 1 })
    expect(field(products.fields, "overview").required).toBeUndefined()
    expect(field(products.fields, "keyFigures")).toMatchObject({ widget: "list", max: 4, required: false })
  })

  test("picks each product line of the service page from the product lines on the site, checked against them", () => {
    const line = field(file("service").fields, "lines", "line")
    expect(line).toMatchObject({
      widget: "entry-relation",
      collection: "products",
      value_field: "{{slug}}",
      search_fields: ["primaryTitle"],
      display_fields: ["primaryTitle"],
      filters: [{ field: "shown", values: [true] }],
      multiple: false,
    })
    // Required, and written once, in English, for both languages.
    expect([line.required, line.i18n]).toEqual([undefined, undefined])
  })

  test("refuses, beside the field, a service symptom without words and an AMC plan without its cover", () => {
    const service = file("service").fields
    const symptoms = field(service, "lines", "symptoms")
    expect(symptoms).toMatchObject({ widget: "list", min: 1, i18n: true })
    const symptom = field(service, "lines", "symptoms", "label")
    expect([symptom.required, symptom.i18n]).toEqual([undefined, true])
    expect(formRefuses(symptom, "   ")).toBe("must not be empty")
    expect(formRefuses(symptom, "Beeping")).toBeNull()

    const covers = field(service, "plans", "covers")
    expect(covers).toMatchObject({ widget: "list", min: 1, i18n: true })
    expect(covers.required).toBeUndefined()
    expect(formRefuses(covers.field as DecapField, " ")).toBe("must not be empty")
  })

  test("uploads images beside their JSON file and writes the path the build reads", () => {
    expect(field(products.fields, "image").widget).toBe("image")
    for (const collection of [products, brands, team])
      expect(collection).toMatchObject({ media_folder: "", public_folder: "" })
    expect(field(file("home").fields, "hero", "image")).toMatchObject({
      widget: "image",
      media_folder: "images",
      public_folder: "images",
    })
    expect(formRefuses(field(file("site").fields, "icon"), "images/icon.png")).toBe(
      "should be an image file ending in .svg",
    )
  })

  test("asks for a description beside every image", () => {
    const withoutAlt = (fields: DecapField[], where: string): string[] =>
      fields.flatMap(candidate => [
        ...(candidate.widget === "image" && !["logo", "logoLight", "icon"].includes(candidate.name)
          ? fields.some(other => other.name === `${candidate.name}Alt`)
            ? []
            : [`${where}.${candidate.name}`]
          : []),
        ...withoutAlt((candidate.fields as DecapField[]) ?? [], `${where}.${candidate.name}`),
      ])
    const all = [
      ...[products, team].flatMap(entry => withoutAlt(entry.fields, entry.folder)),
      ...pages.files.flatMap(entry => withoutAlt(entry.fields, entry.file)),
    ]
    // Pages' banners are decorative (the heading is on them); brand logos are described by the brand's name.
    expect(all.filter(where => !where.endsWith(".banner"))).toEqual([])
  })

  test("keeps a gallery's photos in the photos folder beside the entry, and refuses more than its limit", () => {
    for (const entry of [products, brands]) {
      const photos = entry.fields.find(field => field.name === "photos")!
      expect(photos).toMatchObject({ widget: "list", max: GALLERY_LIMIT, required: false })
      const image = (photos.fields as DecapField[]).find(field => field.name === "image")
      expect(image).toMatchObject({ widget: "image", media_folder: "photos", public_folder: "photos" })
      expect((photos.fields as DecapField[]).map(field => [field.name, field.required ?? true])).toEqual([
        ["image", true],
        ["imageAlt", true],
        ["caption", false],
      ])
    }
  })

  test("asks every photo for the width its place needs, in its hint and of its upload; logos for none", () => {
    const imageFields = (fields: DecapField[], where: string): [string, DecapField][] =>
      fields.flatMap(candidate => [
        ...(candidate.widget === "image" ? [[`${where}.${candidate.name}`, candidate] as [string, DecapField]] : []),
        ...imageFields((candidate.fields as DecapField[]) ?? [], `${where}.${candidate.name}`),
      ])
    const all = [
      ...[products, brands, team].flatMap(entry => imageFields(entry.fields, entry.folder)),
      ...pages.files.flatMap(entry => imageFields(entry.fields, entry.file)),
    ]
    const asked = Object.fromEntries(all.map(([where, image]) => [where, image.min_width]))
    expect(asked).toEqual({
      "content/products.image": MINIMUM_PHOTO_WIDTH.productLine,
      "content/products.photos.image": MINIMUM_PHOTO_WIDTH.gallery,
      "content/brands.logo": undefined,
      "content/brands.photos.image": MINIMUM_PHOTO_WIDTH.gallery,
      "content/team.image": MINIMUM_PHOTO_WIDTH.portrait,
      "content/site.json.logo": undefined,
      "content/site.json.logoLight": undefined,
      "content/site.json.icon": undefined,
      "content/home.json.hero.image": MINIMUM_PHOTO_WIDTH.fullWidth,
      "content/home.json.about.image": MINIMUM_PHOTO_WIDTH.feature,
      "content/home.json.products.image": MINIMUM_PHOTO_WIDTH.feature,
      "content/home.json.service.image": MINIMUM_PHOTO_WIDTH.feature,
      "content/home.json.whyChooseUs.cards.image": MINIMUM_PHOTO_WIDTH.card,
      "content/about.json.banner": MINIMUM_PHOTO_WIDTH.fullWidth,
      "content/contact.json.banner": MINIMUM_PHOTO_WIDTH.fullWidth,
      "content/pages.json.team.banner": MINIMUM_PHOTO_WIDTH.fullWidth,
      "content/pages.json.brands.banner": MINIMUM_PHOTO_WIDTH.fullWidth,
      "content/pages.json.products.banner": MINIMUM_PHOTO_WIDTH.fullWidth,
    })
    for (const [where, image] of all)
      if (image.min_width)
        expect([where, image.hint]).toEqual([where, expect.stringContaining(`${image.min_width} pixels wide`)])
    // Only the icon, which every page carries, asks for a small file; its hint says how small.
    const small = all.filter(([, image]) => image.max_bytes !== undefined)
    expect(small.map(([where, image]) => [where, image.max_bytes])).toEqual([
      ["content/site.json.icon", ICON_MAX_BYTES],
    ])
    expect(small[0][1].hint).toContain(`at most ${ICON_MAX_BYTES / 1024} KB`)
  })

  test("refuses, beside the field and before saving, what the content check would refuse", () => {
    const site = file("site").fields
    expect(formRefuses(field(site, "hours", "opens"), "9:30")).toBe('should be a 24-hour time such as "09:30"')
    expect(formRefuses(field(site, "hours", "opens"), "09:30")).toBeNull()
    expect(formRefuses(field(site, "phones").field as DecapField, "98250 41236")).toMatch(/country code/)
    expect(formRefuses(field(site, "whatsapp"), "+91 98250 41236")).toBeNull()
    expect(formRefuses(field(site, "themeColor"), "green")).toMatch(/colour/)
    expect(formRefuses(field(site, "address", "postalCode"), "38001")).toBe("should be a 6-digit PIN code")
    expect(formRefuses(field(site, "url"), "www.vanrajpower.in")).toMatch(/full address/)
    expect(formRefuses(field(site, "shortName"), "Vanraj Power Systems")).toMatch(/at most 12 characters/)
    expect(formRefuses(field(site, "shortName"), "  Vanraj Power  ")).toBeNull()
    expect(formRefuses(field(file("home").fields, "description"), "x".repeat(171))).toMatch(/at most 170/)
    expect(formRefuses(field(products.fields, "primaryTitle"), "   ")).toBe("must not be empty")
    expect(field(site, "hours", "days")).toMatchObject({ widget: "select", multiple: true, min: 1 })
  })
})

describe("reading the content schema", () => {
  const image = z
    .string()
    .superRefine(() => undefined)
    .describe("image: .svg")
  const text = z.string().trim().min(1, "must not be empty")

  test("reads optional fields, lists and their sizes, choices, images and piped text", () => {
    const schema = z.object({
      brands: z.array(text).min(1),
      figures: z
        .array(z.object({ label: text, value: text }).strict())
        .length(4)
        .optional(),
      kind: z.enum(["A", "B"]),
      logo: image,
      photo: image.optional(),
      title: text.pipe(z.string().max(20, "too long")),
    })
    // Text not marked as words (content-fields.ts) is written once, for every language.
    expect(readField(schema, "test")).toEqual({
      kind: "group",
      optional: false,
      translated: false,
      fields: {
        brands: {
          kind: "list",
          optional: false,
          translated: false,
          item: { kind: "text", optional: false, translated: false, nonEmpty: true },
          minItems: 1,
        },
        figures: expect.objectContaining({ kind: "list", optional: true, minItems: 4, maxItems: 4 }),
        kind: { kind: "choice", optional: false, translated: false, options: ["A", "B"] },
        logo: { kind: "image", optional: false, translated: false, extensions: [".svg"] },
        photo: { kind: "image", optional: true, translated: false, extensions: [".svg"] },
        title: {
          kind: "text",
          optional: false,
          translated: false,
          nonEmpty: true,
          maxLength: 20,
          maxMessage: "too long",
        },
      },
    })
  })

  test("reads a switch", () => {
    expect(readField(z.object({ shown: z.boolean() }), "product")).toEqual({
      kind: "group",
      optional: false,
      translated: false,
      fields: { shown: { kind: "boolean", optional: false, translated: false } },
    })
  })

  test("reads which fields are written in each language, and what a translation of them holds", () => {
    const schema = z.object({
      order: z.number(),
      name: shared(words),
      title: words,
      tagline: words.optional(),
      logos: z.array(shared(words)),
      photos: z.array(z.object({ image, imageAlt: words })),
    })
    const fields = readField(schema, "test")
    expect(fields).toMatchObject({
      kind: "group",
      translated: true,
      fields: {
        order: { kind: "number", translated: false },
        name: { kind: "text", translated: false },
        title: { kind: "text", translated: true },
        tagline: { kind: "text", translated: true, optional: true },
        logos: { kind: "list", translated: false, item: { translated: false } },
        photos: {
          kind: "list",
          translated: true,
          item: { kind: "group", fields: { image: { translated: false }, imageAlt: { translated: true } } },
        },
      },
    })
    const translation = wordsOnly(fields) as { fields: Record<string, { item?: { fields: object } }> }
    expect(Object.keys(translation.fields)).toEqual(["title", "tagline", "photos"])
    expect(Object.keys(translation.fields.photos.item!.fields)).toEqual(["imageAlt"])
    expect(wordsOnly(fields.kind === "group" ? fields.fields.name : fields)).toBeUndefined()
  })

  test("names the field it cannot read, rather than leaving it out of the form", () => {
    expect(() => readField(z.object({ published: z.date() }), "product")).toThrow(
      "product.published: the editor and GraphQL do not know zod's ZodDate",
    )
  })
})
