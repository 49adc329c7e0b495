/**
 * @jest-environment node
 */
import { checkContent } from "../../src/node/content-check/check-content"
import { formatProblem } from "../../src/node/content-check/content-problem"
import {
  hiddenEntryProblem,
  productLineNamedBy,
  serviceLineProblems,
  type EntryFile,
} from "../../src/lib/content-rules"
import service from "../../content/service.json"
import { copyContent } from "./content-fixture"

type Service = typeof service
/** What the content check says once `change` is made to the service page's file (and `also` to the rest). */
const refused = (change: (data: Service) => void, also?: (content: ReturnType<typeof copyContent>) => void) => {
  const content = copyContent()
  content.edit("service.json", change)
  also?.(content)
  return checkContent(content.dir).map(formatProblem)
}
const offTheSite = (file: string) => (content: ReturnType<typeof copyContent>) =>
  content.edit(file, data => (data.en.shown = false))

const KNOWN_LINES =
  "antivirus-software, batteries, data-centre-cooling, inverters, it-system-integration, leased-lines-and-firewalls, networking, racks-and-pdus, stabilizers-and-transformers, surveillance, ups-systems"

describe("the service page's product lines, checked against content/products/", () => {
  it("refuses a product line there is no file for, listing those there are", () => {
    expect(refused(data => (data.en.lines[2].line = "amaron-ups"))).toEqual([
      `content/service.json: "en.lines[2].line" is "amaron-ups", but there is no content/products/amaron-ups.json (known product lines: ${KNOWN_LINES})`,
    ])
  })

  it("refuses a product line named twice, on its second place", () => {
    expect(refused(data => (data.en.lines[4].line = "ups-systems"))).toEqual([
      'content/service.json: "en.lines[4].line" repeats "ups-systems": name each product line once',
    ])
  })

  it("refuses a product line taken off the site while the page names it, on the page and on the line's switch", () => {
    expect(refused(() => undefined, offTheSite("products/data-centre-cooling.json"))).toEqual([
      'content/service.json: "en.lines[5].line" is "data-centre-cooling", but Data Centre Cooling (content/products/data-centre-cooling.json) is not shown on the site: switch it on, or pick another product line',
      'content/products/data-centre-cooling.json: "en.shown" is off, but the service page (content/service.json) names this product line: take it out of it first, then take the product line off the site',
    ])
  })

  it("accepts a product line taken off the site once the page no longer names it", () => {
    expect(
      refused(data => {
        data.en.lines.pop()
        data.gu.lines.pop()
      }, offTheSite("products/data-centre-cooling.json")),
    ).toEqual([])
  })
})

describe("the service page's symptoms and plans", () => {
  it("refuses a symptom without words, in English and in Gujarati", () => {
    expect(
      refused(data => {
        data.en.lines[1].symptoms[0].label = "  "
        data.gu.lines[0].symptoms[2].label = " "
        delete (data.gu.lines[3].symptoms[1] as { label?: string }).label
      }),
    ).toEqual([
      'content/service.json: "en.lines[1].symptoms[0].label" must not be empty',
      'content/service.json: "gu.lines[3].symptoms[1].label" is missing: write it in Gujarati',
      'content/service.json: "gu.lines[0].symptoms[2].label" must not be empty',
    ])
  })

  it("refuses a plan without what it covers, in English and in Gujarati", () => {
    expect(
      refused(data => {
        data.en.plans[0].covers = []
        delete (data.en.plans[2] as { covers?: string[] }).covers
        data.gu.plans[1].covers = []
      }),
    ).toEqual([
      'content/service.json: "en.plans[0].covers" needs at least one thing the plan covers',
      'content/service.json: "en.plans[2].covers" is missing: it is required',
      'content/service.json: "gu.plans[1].covers" needs at least one thing the plan covers',
    ])
  })
})

describe("the editor's check of a product line, with the content check's words", () => {
  const products: EntryFile[] = [
    { file: "content/products/ups-systems.json", data: { primaryTitle: "UPS Systems", shown: true } },
    { file: "content/products/networking.json", data: { primaryTitle: "Networking", shown: false } },
  ]
  const lines = (...names: string[]) => names.map(line => ({ line, hasBatteries: false, symptoms: [] }))

  it("names each wrong line by its place: missing, off the site, named again", () => {
    expect(serviceLineProblems(lines("ups-systems", "amaron-ups", "networking", "ups-systems"), products)).toEqual([
      {
        index: 1,
        message:
          'is "amaron-ups", but there is no content/products/amaron-ups.json (known product lines: ups-systems, networking)',
      },
      {
        index: 2,
        message:
          'is "networking", but Networking (content/products/networking.json) is not shown on the site: switch it on, or pick another product line',
      },
      { index: 3, message: 'repeats "ups-systems": name each product line once' },
    ])
    expect(serviceLineProblems(lines("ups-systems"), products)).toEqual([])
  })

  it("keeps a product line the service page names on the site", () => {
    const namedBy = productLineNamedBy("ups-systems", lines("inverters", "ups-systems"))
    expect(hiddenEntryProblem("products", false, namedBy)).toBe(
      "is off, but the service page (content/service.json) names this product line: take it out of it first, then take the product line off the site",
    )
    expect(hiddenEntryProblem("products", true, namedBy)).toBeUndefined()
    expect(
      hiddenEntryProblem("products", false, productLineNamedBy("networking", lines("ups-systems"))),
    ).toBeUndefined()
  })
})
