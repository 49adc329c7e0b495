import { en as site } from "../../content/site.json"
import { formatAddress, mapHref } from "../../src/lib/contact-links"

const SEARCH = "https://www.google.com/maps/search/?api=1&query="
const { address } = site
/** What the map is asked to find, as Google Maps reads its URL. */
const query = (href: string) => new URL(href).searchParams.get("query")

describe("the link to a map of the business", () => {
  it("is Google Maps' universal search URL at the position content/site.json gives", () => {
    const href = mapHref({ address, geo: { latitude: 23.0247, longitude: 72.5293 } })
    expect(href).toBe(`${SEARCH}23.0247,72.5293`)
    expect(new URL(href).searchParams.get("api")).toBe("1")
  })

  it("writes a position's degrees plainly: signed, at most 7 decimals, never in exponent form", () => {
    expect(query(mapHref({ address, geo: { latitude: -33.8688197, longitude: 151.2092955 } }))).toBe(
      "-33.8688197,151.2092955",
    )
    expect(query(mapHref({ address, geo: { latitude: 0.00000004, longitude: 10 } }))).toBe("0,10")
    expect(query(mapHref({ address, geo: { latitude: 23.02470004, longitude: 72.5 } }))).toBe("23.0247,72.5")
  })

  it("finds the address, encoded, where the content gives no position", () => {
    for (const geo of [undefined, null]) {
      const href = mapHref({ address, geo })
      expect(href.startsWith(SEARCH)).toBe(true)
      expect(query(href)).toBe(formatAddress(address))
      expect(href).not.toMatch(/[\s"<>]/)
    }
  })
})
