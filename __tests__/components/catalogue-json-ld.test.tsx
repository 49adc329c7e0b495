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
} as unknown as Queries.ProductLineJsonLdFragment
const related = [{ fields: { slug: "racks-and-pdus" }, primaryTitle: "Racks & PDUs" }]

describe("a product line's structured data", () => {
  const service = productLineSchema({
    line: ups,
    related,
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
        {
          "@type": "ListItem",
          position: 1,
          item: { "@type": "OfferCatalog", name: "Online UPS", description: "Double-conversion UPS for servers." },
        },
        {
          "@type": "ListItem",
          position: 2,
          item: {
            "@type": "OfferCatalog",
            name: "Battery banks",
            description: "Batteries sized for the backup time you need.",
          },
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
      related,
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

describe("a gallery's photos in the structured data", () => {
  /** A photo as the page's query gives it: the viewer's copies of it, up to 1600 px wide. */
  const photo = (name: string, imageAlt: string, caption: string | null) =>
    ({
      imageAlt,
      caption,
      large: {
        childImageSharp: {
          gatsbyImageData: {
            layout: "fullWidth",
            width: 1,
            height: 0.75,
            images: {
              fallback: {
                src: `/static/a/800/${name}.webp`,
                srcSet: `/static/a/800/${name}.webp 800w,\n/static/a/1600/${name}.webp 1600w`,
              },
              sources: [],
            },
          },
        },
      },
    }) as unknown as Queries.PhotoGalleryPhotoFragment
  const photos = [
    photo("ups-room", "Two online UPS towers in a UPS room", "40 kVA online UPS, pharma plant, Changodar"),
    photo("battery-rack", "A rack of sealed batteries", null),
  ]

  it("names each photo of a product line's gallery after its main image, by its large copy", () => {
    const service = productLineSchema({
      line: ups,
      related,
      siteUrl: SITE_URL,
      imagePath: "/static/ups-560.jpg",
      photos,
      catalogName: "What we supply",
      areaServed: [],
    })
    expect(service.image).toEqual([
      "https://www.example.in/static/ups-560.jpg",
      "https://www.example.in/static/a/1600/ups-room.webp",
      "https://www.example.in/static/a/1600/battery-rack.webp",
    ])
  })

  it("names a brand's photos as its images", () => {
    const brand = {
      fields: { slug: "apc" },
      title: "APC",
      about: ["APC is known for UPS and racks."],
      logo: { publicURL: "/static/apc-123.svg" },
    } as unknown as Queries.BrandJsonLdFragment
    expect(brandSchema(brand, SITE_URL, photos.slice(0, 1)).image).toEqual([
      "https://www.example.in/static/a/1600/ups-room.webp",
    ])
  })
})
