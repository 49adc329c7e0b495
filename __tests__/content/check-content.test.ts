/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { MINIMUM_PHOTO_WIDTH } from "../../src/lib/photo-sizes"
import { checkContent } from "../../src/node/content-check/check-content"
import { formatProblem } from "../../src/node/content-check/content-problem"
import { GALLERY_LIMIT } from "../../src/node/content-schema"
import { CONTENT_DIR, copyContent } from "./content-fixture"

const messages = (dir: string) => checkContent(dir).map(formatProblem)

describe("the shipped content", () => {
  it("has no problems", () => {
    expect(messages(CONTENT_DIR)).toEqual([])
  })

  it.each([
    ["products", 11],
    ["brands", 11],
    ["team", 8],
  ])("has the specification's number of %s (%i)", (folder, count) => {
    expect(fs.readdirSync(path.join(CONTENT_DIR, folder)).filter(name => name.endsWith(".json"))).toHaveLength(count)
  })
})

describe("a content mistake is named by file and field", () => {
  it("reports invalid JSON with its line", () => {
    const content = copyContent()
    content.write(
      "products/batteries.json",
      '{\n  "en": {\n    "order": 2,\n    "primaryTitle": "Batteries"\n    "contactUsMessage": "Hi"\n  }\n}\n',
    )
    expect(messages(content.dir)).toEqual([
      expect.stringMatching(/^content\/products\/batteries\.json: is not valid JSON at line 5, column 5/),
    ])
  })

  it("reports a missing required field", () => {
    const content = copyContent()
    content.edit("products/ups-systems.json", data => delete data.en.primaryTitle)
    expect(messages(content.dir)).toEqual([
      'content/products/ups-systems.json: "en.primaryTitle" is missing: it is required',
    ])
  })

  it("reports a wrong type", () => {
    const content = copyContent()
    content.edit("team/nirali-shah.json", data => (data.en.order = "two"))
    expect(messages(content.dir)).toEqual([
      'content/team/nirali-shah.json: "en.order" should be a whole number, for example 3, not string',
    ])
  })

  it("reports an empty text", () => {
    const content = copyContent()
    content.edit("home.json", data => (data.en.hero.heading = "   "))
    expect(messages(content.dir)).toEqual(['content/home.json: "en.hero.heading" must not be empty'])
  })

  it("refuses an icon too large for every page to carry as its favicon", () => {
    const content = copyContent()
    const icon = fs.readFileSync(path.join(CONTENT_DIR, "images/icon.svg"), "utf8")
    // What a drawing program leaves in an exported SVG: its own metadata, here 1.5 KB of it.
    content.write("images/icon-exported.svg", icon.replace("><", `><metadata>${"x".repeat(1536)}</metadata><`))
    content.edit("site.json", data => (data.en.icon = "images/icon-exported.svg"))
    expect(messages(content.dir)).toEqual([
      expect.stringMatching(
        /^content\/site\.json: "en\.icon" points to "images\/icon-exported\.svg", which is 2\.\d KB: every page carries this file, so it should be at most 1 KB/,
      ),
    ])
  })

  it("reports an unknown field, such as a misspelling", () => {
    const content = copyContent()
    content.edit("brands/apc.json", data => (data.en.titel = "APC"))
    expect(messages(content.dir)).toEqual([
      'content/brands/apc.json: "en.titel" is not a known field: check its spelling or remove it',
    ])
  })

  it("reports an image path that does not exist", () => {
    const content = copyContent()
    content.edit("products/networking.json", data => (data.en.image = "network.jpg"))
    expect(messages(content.dir)).toEqual([
      'content/products/networking.json: "en.image" points to "network.jpg", which does not exist next to this file (looked for content/products/network.jpg)',
    ])
  })

  it("reports an image of a type the site cannot show", () => {
    const content = copyContent()
    content.edit("team/kunal-joshi.json", data => (data.en.image = "kunal-joshi.json"))
    expect(messages(content.dir)).toEqual([
      'content/team/kunal-joshi.json: "en.image" should be an image file ending in .jpg, .jpeg, .png, .webp, .avif',
    ])
  })

  it("reports two entries with the same order", () => {
    const content = copyContent()
    content.edit("brands/hp.json", data => (data.en.order = 1))
    expect(messages(content.dir)).toEqual([
      'content/brands/schneider-electric.json: "en.order" is 1, the same as in HP (content/brands/hp.json): give each entry its own number',
    ])
  })

  it.each([
    ["brandStrip.logos", (home: any) => home.en.brandStrip.logos.pop(), 6],
    ["whyChooseUs.strengths", (home: any) => home.en.whyChooseUs.strengths.push({ title: "Fast", text: "Quick" }), 4],
    // A card is a photo with its words: taken out of both languages.
    [
      "whyChooseUs.cards",
      (home: any) => {
        home.en.whyChooseUs.cards.pop()
        home.gu.whyChooseUs.cards.pop()
      },
      3,
    ],
  ])("reports %s with a different number of entries than the layout needs", (field, change, count) => {
    const content = copyContent()
    content.edit("home.json", change)
    expect(messages(content.dir)).toEqual([
      `content/home.json: "en.${field}" the home page layout needs exactly ${count} entries`,
    ])
  })

  it("reports a home page logo that names no brand", () => {
    const content = copyContent()
    content.edit("home.json", data => (data.en.brandStrip.logos[2] = "exid"))
    expect(messages(content.dir)).toEqual([
      expect.stringMatching(
        /^content\/home\.json: "en\.brandStrip\.logos\[2\]" is "exid", but there is no content\/brands\/exid\.json/,
      ),
    ])
  })

  it("requires alt text when a product has an image", () => {
    const content = copyContent()
    content.edit("products/inverters.json", data => delete data.en.imageAlt)
    expect(messages(content.dir)).toEqual([
      expect.stringMatching(/^content\/products\/inverters\.json: "en\.imageAlt" is required when there is an image/),
    ])
  })

  it("accepts a product without its optional brand line, image, brands and key figures", () => {
    const content = copyContent()
    content.edit("products/surveillance.json", data => {
      delete data.en.secondaryTitle
      delete data.en.image
      delete data.en.imageAlt
      data.en.brands = []
      delete data.en.keyFigures
      delete data.gu.secondaryTitle
      delete data.gu.imageAlt
      delete data.gu.keyFigures
    })
    expect(messages(content.dir)).toEqual([])
  })

  it("accepts a new product and a removed team member", () => {
    const content = copyContent()
    content.write(
      "products/solar.json",
      JSON.stringify({
        en: {
          order: 12,
          shown: true,
          primaryTitle: "Solar Inverters",
          description: "Grid-tied and hybrid solar inverters for offices and factories.",
          contactUsMessage: "Tell me about solar inverters.",
          brands: ["luminous"],
          overview: ["Solar inverters turn the panels' direct current into mains power."],
          supplies: [{ title: "Hybrid inverters", text: "Inverters that charge a battery bank from the panels." }],
          uses: ["Office rooftops"],
        },
        gu: {
          primaryTitle: "સોલાર ઇન્વર્ટર",
          description: "ઓફિસ અને ફેક્ટરી માટે ગ્રિડ-ટાઇડ અને હાઇબ્રિડ સોલાર ઇન્વર્ટર.",
          contactUsMessage: "મને સોલાર ઇન્વર્ટર વિશે જણાવો.",
          overview: ["સોલાર ઇન્વર્ટર પેનલના ડાયરેક્ટ કરંટને મેઇન પાવરમાં ફેરવે છે."],
          supplies: [{ title: "હાઇબ્રિડ ઇન્વર્ટર", text: "પેનલથી બેટરી બેંક ચાર્જ કરતાં ઇન્વર્ટર." }],
          uses: ["ઓફિસની છત"],
        },
      }),
    )
    fs.rmSync(path.join(content.dir, "team/dhruv-trivedi.json"))
    expect(messages(content.dir)).toEqual([])
  })

  it("requires a product's description, the description of its page in search results", () => {
    const content = copyContent()
    content.edit("products/surveillance.json", data => delete data.en.description)
    content.edit("products/networking.json", data => (data.en.description = "Switches. ".repeat(18)))
    expect(messages(content.dir)).toEqual([
      'content/products/networking.json: "en.description" should be at most 170 characters for search results',
      'content/products/surveillance.json: "en.description" is missing: it is required',
    ])
  })

  it("reports a product's brand that names no brand file", () => {
    const content = copyContent()
    content.edit("products/batteries.json", data => (data.en.brands = ["exide", "amaron"]))
    expect(messages(content.dir)).toEqual([
      expect.stringMatching(
        /^content\/products\/batteries\.json: "en\.brands\[1\]" is "amaron", but there is no content\/brands\/amaron\.json \(known brands: apc, dell, /,
      ),
    ])
  })

  it("reports the same brand twice in one product", () => {
    const content = copyContent()
    content.edit("products/inverters.json", data => (data.en.brands = ["luminous", "exide", "luminous"]))
    expect(messages(content.dir)).toEqual([
      'content/products/inverters.json: "en.brands[2]" repeats "luminous": name each brand once',
    ])
  })

  it("reports an empty overview, and an overview paragraph with no words", () => {
    const content = copyContent()
    content.edit("products/ups-systems.json", data => (data.en.overview = []))
    content.edit("products/racks-and-pdus.json", data => (data.en.overview = ["  "]))
    expect(messages(content.dir)).toEqual([
      'content/products/racks-and-pdus.json: "en.overview[0]" must not be empty',
      'content/products/ups-systems.json: "en.overview" needs at least one paragraph',
    ])
  })

  it("reports a product page with nothing under what we supply or typical uses", () => {
    const content = copyContent()
    content.edit("products/networking.json", data => {
      data.en.supplies = [{ title: "Switches" }]
      delete data.en.uses
    })
    expect(messages(content.dir)).toEqual([
      'content/products/networking.json: "en.supplies[0].text" is missing: it is required',
      'content/products/networking.json: "en.uses" is missing: it is required',
    ])
  })

  it("reports a brand's about that is missing, or opens with a paragraph too long for search results", () => {
    const content = copyContent()
    content.edit("brands/dell.json", data => delete data.en.about)
    content.edit("brands/hp.json", data => (data.en.about = ["HP laptops, desktops and printers. ".repeat(5)]))
    expect(messages(content.dir)).toEqual([
      'content/brands/dell.json: "en.about" is missing: it is required',
      'content/brands/hp.json: "en.about[0]" should be at most 170 characters for search results',
    ])
  })

  it("reports an entry without its Shown on the site switch, or with the switch written as text", () => {
    const content = copyContent()
    content.edit("team/kunal-joshi.json", data => delete data.en.shown)
    content.edit("products/networking.json", data => (data.en.shown = "false"))
    expect(messages(content.dir)).toEqual([
      'content/products/networking.json: "en.shown" should be true (shown on the site) or false (kept off it), without quotes, not string',
      'content/team/kunal-joshi.json: "en.shown" is missing: it is required',
    ])
  })

  it("accepts a product line, a team member and a brand that nothing names taken off the site", () => {
    const content = copyContent()
    for (const file of ["products/networking.json", "team/kunal-joshi.json", "brands/vivo.json"])
      content.edit(file, data => (data.en.shown = false))
    expect(messages(content.dir)).toEqual([])
  })

  it("reports a brand taken off the site while product lines and the brand strip name it, naming them", () => {
    const content = copyContent()
    content.edit("brands/apc.json", data => (data.en.shown = false))
    const hidden = "but APC (content/brands/apc.json) is not shown on the site: switch it on, or pick another brand"
    expect(messages(content.dir)).toEqual([
      `content/home.json: "en.brandStrip.logos[0]" is "apc", ${hidden}`,
      `content/products/data-centre-cooling.json: "en.brands[1]" is "apc", ${hidden}`,
      `content/products/racks-and-pdus.json: "en.brands[0]" is "apc", ${hidden}`,
      `content/products/ups-systems.json: "en.brands[0]" is "apc", ${hidden}`,
      'content/brands/apc.json: "en.shown" is off, but UPS Systems (content/products/ups-systems.json), Racks & PDUs (content/products/racks-and-pdus.json), Data Centre Cooling (content/products/data-centre-cooling.json) and the home page\'s brand strip (content/home.json) name this brand: take it out of them first, then take the brand off the site',
    ])
  })

  it("accepts a brand that no product names", () => {
    const content = copyContent()
    content.edit(
      "products/batteries.json",
      data => (data.en.brands = data.en.brands.filter((b: string) => b !== "quanta")),
    )
    expect(messages(content.dir)).toEqual([])
  })

  it("reports a business type search engines would not read as a local business", () => {
    const content = copyContent()
    content.edit("site.json", data => (data.en.businessType = "Shop"))
    expect(messages(content.dir)).toEqual([
      'content/site.json: "en.businessType" should be one of ElectronicsStore, ComputerStore, Store, LocalBusiness',
    ])
  })

  it("reports a theme colour that is not a hex colour", () => {
    const content = copyContent()
    content.edit("site.json", data => (data.en.themeColor = "green"))
    expect(messages(content.dir)).toEqual(['content/site.json: "en.themeColor" should be a colour such as "#0f3d2e"'])
  })

  it("reports a time zone that does not exist or changes its clocks", () => {
    const content = copyContent()
    content.edit("site.json", data => (data.en.hours.timeZone = "India/Ahmedabad"))
    expect(messages(content.dir)).toEqual([
      'content/site.json: "en.hours.timeZone" should be a time zone such as "Asia/Kolkata"',
    ])
    content.edit("site.json", data => (data.en.hours.timeZone = "Europe/London"))
    expect(messages(content.dir)).toEqual([
      expect.stringMatching(
        /^content\/site\.json: "en\.hours\.timeZone" is "Europe\/London", which changes its clocks/,
      ),
    ])
  })

  it("reports a missing singleton file", () => {
    const content = copyContent()
    fs.rmSync(path.join(content.dir, "about.json"))
    expect(messages(content.dir)).toEqual(["content/about.json: is missing: the site needs this file"])
  })
})

describe("a gallery's photos", () => {
  /** A JPEG of this width in the copy, at content/<file>. */
  const writePhoto = async (dir: string, file: string, width: number) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    await sharp({ create: { width, height: Math.round((width * 3) / 4), channels: 3, background: "#2f6f4f" } })
      .jpeg()
      .toFile(path.join(dir, file))
  }
  const photo = (image: string, extra: Record<string, string> = {}) => ({
    image,
    imageAlt: "Two online UPS towers beside a battery cabinet in a server room",
    ...extra,
  })
  /** The photo's words on the Gujarati page: the same photo, in the same place in the list. */
  const words = (extra: Record<string, string> = {}) => ({
    imageAlt: "સર્વર રૂમમાં બેટરી કેબિનેટની બાજુમાં બે ઓનલાઇન UPS ટાવર",
    ...extra,
  })

  it("are accepted with a description, a caption or none, on a product line and a brand", async () => {
    const content = copyContent()
    await writePhoto(content.dir, "products/photos/test-ups-room.jpg", MINIMUM_PHOTO_WIDTH.gallery)
    await writePhoto(content.dir, "brands/photos/test-rack.jpg", 2000)
    content.edit("products/ups-systems.json", data => {
      data.en.photos = [photo("photos/test-ups-room.jpg", { caption: "40 kVA online UPS, pharma plant, Changodar" })]
      data.gu.photos = [words({ caption: "40 kVA ઓનલાઇન UPS, ફાર્મા પ્લાન્ટ, ચાંગોદર" })]
    })
    content.edit("brands/apc.json", data => {
      data.en.photos = [photo("photos/test-rack.jpg")]
      data.gu.photos = [words()]
    })
    expect(messages(content.dir)).toEqual([])
  })

  it("refuses a photo without a description for people who cannot see it", async () => {
    const content = copyContent()
    await writePhoto(content.dir, "products/photos/test-ups-room.jpg", MINIMUM_PHOTO_WIDTH.gallery)
    content.edit("products/batteries.json", data => {
      data.en.photos = [{ image: "photos/test-ups-room.jpg" }]
      data.gu.photos = [words()]
    })
    expect(messages(content.dir)).toEqual([
      'content/products/batteries.json: "en.photos[0].imageAlt" is missing: it is required',
    ])
  })

  it("refuses a photo whose file is missing", () => {
    const content = copyContent()
    content.edit("brands/apc.json", data => {
      data.en.photos = [photo("photos/nowhere.jpg")]
      data.gu.photos = [words()]
    })
    expect(messages(content.dir)).toEqual([
      'content/brands/apc.json: "en.photos[0].image" points to "photos/nowhere.jpg", which does not exist next to this file (looked for content/brands/photos/nowhere.jpg)',
    ])
  })

  it("refuses a photo too small for the viewer, which shows it as large as the screen", async () => {
    const content = copyContent()
    await writePhoto(content.dir, "products/photos/test-small.jpg", 1200)
    content.edit("products/ups-systems.json", data => {
      data.en.photos = [photo("photos/test-small.jpg")]
      data.gu.photos = [words()]
    })
    expect(messages(content.dir)).toEqual([
      `content/products/ups-systems.json: "en.photos[0].image" points to "photos/test-small.jpg", which is 1200 × 900 pixels: this place needs a photo at least ${MINIMUM_PHOTO_WIDTH.gallery} pixels wide`,
    ])
  })

  it("refuses the same file twice in one gallery", async () => {
    const content = copyContent()
    await writePhoto(content.dir, "products/photos/test-a.jpg", MINIMUM_PHOTO_WIDTH.gallery)
    await writePhoto(content.dir, "products/photos/test-b.jpg", MINIMUM_PHOTO_WIDTH.gallery)
    content.edit("products/ups-systems.json", data => {
      data.en.photos = [photo("photos/test-a.jpg"), photo("photos/test-b.jpg"), photo("photos/test-a.jpg")]
      data.gu.photos = [words(), words(), words()]
    })
    expect(messages(content.dir)).toEqual([
      'content/products/ups-systems.json: "en.photos[2].image" is "photos/test-a.jpg" again, as in photos[0]: show each photo once',
    ])
  })

  it(`refuses more than ${GALLERY_LIMIT} photos`, async () => {
    const content = copyContent()
    const names = Array.from({ length: GALLERY_LIMIT + 1 }, (_, index) => `photos/test-${index}.jpg`)
    for (const name of names) await writePhoto(content.dir, `brands/${name}`, MINIMUM_PHOTO_WIDTH.gallery)
    content.edit("brands/dell.json", data => {
      data.en.photos = names.map(name => photo(name))
      data.gu.photos = names.map(() => words())
    })
    expect(messages(content.dir)).toEqual([
      `content/brands/dell.json: "en.photos" should have at most ${GALLERY_LIMIT} photos: keep the best of them`,
    ])
  })
})
