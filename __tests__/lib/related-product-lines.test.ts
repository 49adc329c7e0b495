/**
 * @jest-environment node
 */
import { productLinesCarrying, relatedProductLines } from "../../src/lib/related-product-lines"

const line = (id: string, order: number, brands: string[] = []) => ({ id, order, brands })

const ups = line("ups", 1, ["apc", "schneider-electric", "luminous"])
const batteries = line("batteries", 2, ["exide", "rocket"])
const inverters = line("inverters", 3, ["luminous", "exide"])
const racks = line("racks", 4, ["apc", "schneider-electric"])
const cooling = line("cooling", 5, ["schneider-electric"])
const antivirus = line("antivirus", 7)
const networking = line("networking", 9)
const all = [ups, batteries, inverters, racks, cooling, antivirus, networking]

describe("the lines suggested on a product line's page", () => {
  it("are those sharing the most brands with it first, then the nearest on the products page", () => {
    expect(relatedProductLines(ups, all).map(l => l.id)).toEqual(["racks", "inverters", "cooling"])
  })

  it("are the nearest lines on the products page for a line that names no brand", () => {
    expect(relatedProductLines(antivirus, all).map(l => l.id)).toEqual(["cooling", "networking", "racks"])
  })

  it("never include the line itself, and are as many as asked for", () => {
    expect(relatedProductLines(batteries, all, 2).map(l => l.id)).toEqual(["inverters", "ups"])
    expect(relatedProductLines(batteries, [batteries, ups]).map(l => l.id)).toEqual(["ups"])
  })
})

describe("the product lines on a brand's page", () => {
  it("are every line that names the brand, in the order of the products page", () => {
    expect(productLinesCarrying("schneider-electric", [cooling, racks, ups]).map(l => l.id)).toEqual([
      "ups",
      "racks",
      "cooling",
    ])
  })

  it("are none for a brand no line names", () => {
    expect(productLinesCarrying("vivo", all)).toEqual([])
  })
})
