/**
 * The GraphQL types of the folders of content/ that hold one entry per file (products, brands, team),
 * which content-collections.ts validates.
 */
export const collectionTypeDefs = `
  type JsonFields { slug: String! }

  type ProductsJson implements Node @dontInfer {
    "Which language the entry is in, such as en or gu (src/lib/languages.ts)."
    language: String!
    fields: JsonFields!
    order: Int!
    "Whether the entry is on the site: every query that lists entries asks for shown ones only."
    shown: Boolean!
    primaryTitle: String!
    "The card's brand line."
    secondaryTitle: String
    description: String!
    image: File @fileByRelativePath
    imageAlt: String
    contactUsMessage: String!
    "The brands the line carries, named by file name in content/brands/."
    brands: [BrandsJson!]!
    overview: [String!]!
    supplies: [ProductsJsonSupply!]!
    uses: [String!]!
    keyFigures: [ProductsJsonKeyFigure!]
    "Photos of the company's work in the line, in the order shown."
    photos: [ContentPhoto!]
    "Whether the line's page links to the backup sizing helper."
    linksToSizingHelper: Boolean
  }
  "A photo of the company's work: what it shows for people who cannot see it, and what was done where."
  type ContentPhoto { image: File! @fileByRelativePath, imageAlt: String!, caption: String }
  type ProductsJsonSupply { title: String!, text: String! }
  type ProductsJsonKeyFigure { label: String!, value: String! }

  type BrandsJson implements Node @dontInfer {
    "Which language the entry is in, such as en or gu (src/lib/languages.ts)."
    language: String!
    fields: JsonFields!
    order: Int!
    "Whether the entry is on the site: every query that lists entries asks for shown ones only."
    shown: Boolean!
    title: String!
    logo: File! @fileByRelativePath
    about: [String!]!
    "The company's standing with the brand, such as an authorised partnership."
    standing: String
    "Photos of the brand's products at the company's clients, in the order shown."
    photos: [ContentPhoto!]
  }

  type TeamJson implements Node @dontInfer {
    "Which language the entry is in, such as en or gu (src/lib/languages.ts)."
    language: String!
    fields: JsonFields!
    order: Int!
    "Whether the entry is on the site: every query that lists entries asks for shown ones only."
    shown: Boolean!
    title: String!
    name: String!
    description: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }
`
