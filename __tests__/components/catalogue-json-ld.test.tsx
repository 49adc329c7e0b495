import { brandSchema } from "../../src/components/structured-data/brand-json-ld"
import { businessId } from "../../src/components/structured-data/local-business-json-ld"
import { productLineSchema } from "../../src/components/structured-data/product-line-json-ld"

const SITE_URL = "https://www.example.in"

const ups = {
  fields: { slug: "ups-systems" },
  primaryTitle: "UPS Systems",
  description: "Online and line-interactive UPS for server rooms.",
  brands: [
    { fields: { slug: "apc" }, title: "APC" },
    { fields: { slug: "luminous" }, title: "Luminous" },
  ],
  supplies: [
    { title: "Online UPS", text: "Double-conversion UPS for servers." },
    { title: "Battery banks", text: "Batteries sized for the backup time you need." },
  ],
  related: [{ fields: { slug: "racks-and-pdus" }, primaryTitle: "Racks & PDUs" }],
} as unknown as Queries.ProductLineJsonLdFragment

describe("a product line's structured data", () => {
  const service = productLineSchema({
    line: ups,
    siteUrl: SITE_URL,
    imagePath: "/static/ups-560.jpg",
    catalogName: "What we supply",
    areaServed: ["Ahmedabad", "Gandhinagar"],
  })

  it("is a Service the business provides, at the line's page", () => {
    expect(service).toMatchObject({
      "@type": "Service",
      "@id": "https://www.example.in/our-products/ups-systems#service",
      name: "UPS Systems",
      description: "Online and line-interactive UPS for server rooms.",
      url: "https://www.example.in/our-products/ups-systems",
      image: "https://www.example.in/static/ups-560.jpg",
      provider: { "@id": businessId(SITE_URL) },
      areaServed: ["Ahmedabad", "Gandhinagar"],
    })
  })

  it("names the brands it carries as the Brands of their pages, in the content's order", () => {
    expect(service.brand).toEqual([
      {
        "@type": "Brand",
        "@id": "https://www.example.in/our-brands/apc#brand",
        name: "APC",
        url: "https://www.example.in/our-brands/apc",
      },
      {
        "@type": "Brand",
        "@id": "https://www.example.in/our-brands/luminous#brand",
        name: "Luminous",
        url: "https://www.example.in/our-brands/luminous",
      },
    ])
  })

  it("lists what the company supplies as its catalogue, and points at the related lines", () => {
    expect(service.hasOfferCatalog).toEqual({
      "@type": "OfferCatalog",
      name: "What we supply",
      itemListElement: [
        { "@type": "OfferCatalog", position: 1, name: "Online UPS", description: "Double-conversion UPS for servers." },
        {
          "@type": "OfferCatalog",
          position: 2,
          name: "Battery banks",
          description: "Batteries sized for the backup time you need.",
        },
      ],
    })
    expect(service.isRelatedTo).toEqual([
      {
        "@type": "Service",
        "@id": "https://www.example.in/our-products/racks-and-pdus#service",
        name: "Racks & PDUs",
        url: "https://www.example.in/our-products/racks-and-pdus",
      },
    ])
  })

  it("names no brand and no image for a line without them", () => {
    const leased = productLineSchema({
      line: { ...ups, brands: [] },
      siteUrl: SITE_URL,
      catalogName: "What we supply",
      areaServed: [],
    })
    expect(leased).not.toHaveProperty("brand")
    expect(leased).not.toHaveProperty("image")
  })
})

describe("a brand's structured data", () => {
  it("is a Brand with its name, summary, logo and page, the same node the product lines point at", () => {
    const brand = {
      fields: { slug: "apc" },
      title: "APC",
      about: ["APC is known for UPS and racks.", "We supply and service APC UPS."],
      logo: { publicURL: "/static/apc-123.svg" },
    } as unknown as Queries.BrandJsonLdFragment
    expect(brandSchema(brand, SITE_URL)).toEqual({
      "@context": "https://schema.org",
      "@type": "Brand",
      "@id": "https://www.example.in/our-brands/apc#brand",
      name: "APC",
      description: "APC is known for UPS and racks.",
      url: "https://www.example.in/our-brands/apc",
      logo: "https://www.example.in/static/apc-123.svg",
    })
  })
})
