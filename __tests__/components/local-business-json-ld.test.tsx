import { localBusinessSchema } from "../../src/components/structured-data/local-business-json-ld"
import { englishSite } from "./site-fixture"

const SITE_URL = "https://www.example.in"
const site = englishSite

describe("the business's structured data follows content/site.json", () => {
  it("is the business type, address and hours of the content", () => {
    const business = localBusinessSchema(site(), SITE_URL, ["APC", "Exide"])
    expect(business).toMatchObject({
      "@type": "ElectronicsStore",
      "@id": "https://www.example.in/#business",
      url: "https://www.example.in/",
      address: { "@type": "PostalAddress", addressLocality: "Ahmedabad", postalCode: "380015", addressCountry: "IN" },
      openingHoursSpecification: [{ opens: "09:30", closes: "19:00" }],
      brand: [
        { "@type": "Brand", name: "APC" },
        { "@type": "Brand", name: "Exide" },
      ],
    })
  })

  it("changes when an editor changes the address or the hours", () => {
    const business = localBusinessSchema(
      site({
        address: { ...englishSite().address, street: "12, New Road", postalCode: "380009" },
        hours: { ...englishSite().hours, days: ["Monday", "Tuesday"], closes: "18:00" },
      }),
      SITE_URL,
      [],
    )
    expect(business.address).toMatchObject({ streetAddress: "12, New Road", postalCode: "380009" })
    expect(business.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday"], opens: "09:30", closes: "18:00" },
    ])
  })

  it("leaves out sameAs and geo when no social profile or position is configured", () => {
    const business = localBusinessSchema(site({ social: [], geo: null }), SITE_URL, [])
    expect(business).not.toHaveProperty("sameAs")
    expect(business).not.toHaveProperty("geo")
  })

  it("has the map the address links to: at the position, or at the address where there is none", () => {
    const { geo } = englishSite()
    expect(localBusinessSchema(site(), SITE_URL, []).hasMap).toBe(
      `https://www.google.com/maps/search/?api=1&query=${geo!.latitude},${geo!.longitude}`,
    )
    expect(localBusinessSchema(site({ geo: null }), SITE_URL, []).hasMap).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=304%2C%20Sahjanand%20Business%20Park%2C/,
    )
  })
})
