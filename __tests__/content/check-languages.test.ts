/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { checkContent } from "../../src/node/content-check/check-content"
import { formatProblem } from "../../src/node/content-check/content-problem"
import { contentNodes } from "../../src/node/content-nodes"
import { CONTENT_DIR, copyContent } from "./content-fixture"

const messages = (dir: string) => checkContent(dir).map(formatProblem)
const STILL_ENGLISH =
  "is still the English text: write it in Gujarati (names, model codes and units may stay in English letters)"
const WRITE_ONCE = 'is the same in every language: write it once, under "en", and take it out of here'

describe("the Gujarati words of a content file", () => {
  it("are refused when a translated field is missing, named by its place in the file", () => {
    const content = copyContent()
    content.edit("home.json", data => delete data.gu.hero.heading)
    content.edit("products/ups-systems.json", data => delete data.gu.photos[3].imageAlt)
    expect(messages(content.dir)).toEqual([
      'content/home.json: "gu.hero.heading" is missing: write it in Gujarati',
      'content/products/ups-systems.json: "gu.photos[3].imageAlt" is missing: write it in Gujarati',
    ])
  })

  it("are refused when a text is still the English text", () => {
    const content = copyContent()
    content.edit("home.json", data => (data.gu.hero.text = data.en.hero.text))
    content.edit("products/networking.json", data => (data.gu.secondaryTitle = data.en.secondaryTitle))
    expect(messages(content.dir)).toEqual([
      `content/home.json: "gu.hero.text" ${STILL_ENGLISH}`,
      `content/products/networking.json: "gu.secondaryTitle" ${STILL_ENGLISH}`,
    ])
  })

  it("accept a text of names only left as in English, such as a line's brands", () => {
    const content = copyContent()
    content.edit("products/batteries.json", data => {
      expect(data.en.secondaryTitle).toBe("Exide · Rocket · Quanta")
      data.gu.secondaryTitle = "Exide · Rocket · Quanta"
    })
    content.edit("products/inverters.json", data => (data.gu.secondaryTitle = data.en.secondaryTitle))
    expect(messages(content.dir)).toEqual([])
  })

  it("are refused when they hold a shared field, which English writes once for every language", () => {
    const content = copyContent()
    content.edit("home.json", data => (data.gu.brandStrip.logos = data.en.brandStrip.logos))
    content.edit("products/ups-systems.json", data => {
      data.gu.brands = data.en.brands
      data.gu.photos[0].image = data.en.photos[0].image
    })
    content.edit("team/nirali-shah.json", data => (data.gu.name = "નિરાલી શાહ"))
    expect(messages(content.dir)).toEqual([
      `content/home.json: "gu.brandStrip.logos" ${WRITE_ONCE}`,
      `content/products/ups-systems.json: "gu.brands" ${WRITE_ONCE}`,
      `content/products/ups-systems.json: "gu.photos[0].image" ${WRITE_ONCE}`,
      `content/team/nirali-shah.json: "gu.name" ${WRITE_ONCE}`,
    ])
  })

  it("refuse a gallery's photos in another number than the English, each photo's words in its place", () => {
    const content = copyContent()
    content.edit("products/ups-systems.json", data => data.gu.photos.pop())
    content.edit("brands/dell.json", data => data.gu.photos.push({ imageAlt: "ઓફિસના ડેસ્ક પર ડેલ લેપટોપ અને મોનિટર" }))
    expect(messages(content.dir)).toEqual([
      'content/products/ups-systems.json: "gu.photos" has 11 item(s) and the English has 12: each needs its words here, in the same order',
      'content/products/ups-systems.json: "gu.photos[11].imageAlt" is missing: write it in Gujarati',
      // The English photo has a caption, so the Gujarati page needs one too.
      'content/products/ups-systems.json: "gu.photos[11].caption" is missing: write it in Gujarati',
      'content/brands/dell.json: "gu.photos" has 5 item(s) and the English has 4: each needs its words here, in the same order',
    ])
  })

  it("are refused when an optional field is on one page and not on its partner, either way", () => {
    const content = copyContent()
    content.edit("products/ups-systems.json", data => {
      delete data.gu.secondaryTitle
      delete data.gu.photos[0].caption
    })
    content.edit("brands/apc.json", data => delete data.en.standing)
    expect(messages(content.dir)).toEqual([
      'content/products/ups-systems.json: "gu.secondaryTitle" is missing: write it in Gujarati',
      'content/products/ups-systems.json: "gu.photos[0].caption" is missing: write it in Gujarati',
      'content/brands/apc.json: "gu.standing" is not on the English page: write it there first, or take it out of here',
    ])
  })

  it("name a misspelt field, as English's do", () => {
    const content = copyContent()
    content.edit("team/nirali-shah.json", data => (data.gu.titel = "સેલ્સ"))
    expect(messages(content.dir)).toEqual([
      'content/team/nirali-shah.json: "gu.titel" is not a known field: check its spelling or remove it',
    ])
  })

  it("are refused with Gujarati digits: numbers are written with 0–9 in both languages", () => {
    const content = copyContent()
    content.edit("products/ups-systems.json", data => (data.gu.keyFigures[0].value = "૬૦૦ VA થી ૫૦૦ kVA"))
    expect(messages(content.dir)).toEqual([
      'content/products/ups-systems.json: "gu.keyFigures[0].value" uses Gujarati digits: write numbers with 0–9, as the English page does',
    ])
  })

  it("are refused when they lose a {placeholder} the page fills, as English's would be", () => {
    const content = copyContent()
    content.edit("pages.json", data => (data.gu.photoViewer.position = "{index} ફોટો"))
    expect(messages(content.dir)).toEqual([
      'content/pages.json: "gu.photoViewer.position" should contain {index} and {total}, where the numbers go, such as "{index} of {total}"',
    ])
  })
})

describe("the languages of a content file", () => {
  it("refuse Gujarati script in a shared field, such as a brand's or a person's name", () => {
    const content = copyContent()
    content.edit("brands/exide.json", data => (data.en.title = "એક્ઝાઇડ"))
    content.edit("team/nirali-shah.json", data => (data.en.name = "નિરાલી શાહ"))
    const inEnglishLetters = "is the same in every language (a name, a code or a file): write it in English letters"
    expect(messages(content.dir)).toEqual([
      `content/brands/exide.json: "en.title" ${inEnglishLetters}`,
      `content/team/nirali-shah.json: "en.name" ${inEnglishLetters}`,
    ])
  })

  it("refuse a file without its Gujarati", () => {
    const content = copyContent()
    content.edit("about.json", data => delete data.gu)
    expect(messages(content.dir)).toEqual([
      'content/about.json: "gu" is missing: it holds the words of the Gujarati page',
    ])
  })

  it("refuse a language the site is not written in", () => {
    const content = copyContent()
    content.edit("team/nirali-shah.json", data => (data.fr = { title: "Directrice" }))
    expect(messages(content.dir)).toEqual([
      'content/team/nirali-shah.json: "fr" is not a language of the site: every field goes under "en" and "gu"',
    ])
  })
})

describe("the build's entries of a content file (contentNodes)", () => {
  const file = path.join(CONTENT_DIR, "products/ups-systems.json")
  const { en, gu } = JSON.parse(fs.readFileSync(file, "utf8"))
  const nodes = contentNodes(CONTENT_DIR, file)
  const node = (language: string) => nodes.find(candidate => candidate.language === language)!.data as any

  it("are one per language, typed by the file's folder", () => {
    expect(nodes.map(({ type, language }) => [type, language])).toEqual([
      ["ProductsJson", "en"],
      ["ProductsJson", "gu"],
    ])
  })

  it("give English as the file writes it", () => {
    expect(node("en")).toEqual(en)
  })

  it("give Gujarati its own words over English's shared fields", () => {
    const gujarati = node("gu")
    expect(gujarati.primaryTitle).toBe("UPS સિસ્ટમ્સ")
    expect(gujarati.primaryTitle).toBe(gu.primaryTitle)
    expect(gujarati.overview).toEqual(gu.overview)
    expect(gujarati.keyFigures).toEqual(gu.keyFigures)
    expect(gujarati.brands).toEqual(["apc", "schneider-electric", "luminous"])
    expect(gujarati).toMatchObject({
      order: en.order,
      shown: en.shown,
      brands: en.brands,
      image: en.image,
      imageAlt: gu.imageAlt,
      linksToSizingHelper: en.linksToSizingHelper,
    })
    // Each photo: English's file, with its Gujarati description and caption.
    expect(gujarati.photos).toHaveLength(12)
    expect(gujarati.photos).toEqual(
      en.photos.map(({ image }: { image: string }, index: number) => ({ image, ...gu.photos[index] })),
    )
    expect(gujarati.photos[0].imageAlt).toMatch(/^આછા લીલા UPS રૂમમાં/)
    // Every field of the English page, and no other.
    expect(Object.keys(gujarati).sort()).toEqual(Object.keys(en).sort())
  })
})
