import { productLinesCarrying, relatedProductLines, type RankedProductLine } from "../lib/related-product-lines"
import { fixedUtcOffsetMinutes } from "./time-zone"

/**
 * The content model as GraphQL types, declared so optional fields stay optional and required ones
 * are never null in the generated types. content-schema.ts validates the same shape.
 */
export const contentTypeDefs = `
  type JsonFields { slug: String! }

  type ProductsJson implements Node @dontInfer {
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
    brands: [BrandsJson!]! @link(by: "fields.slug")
    overview: [String!]!
    supplies: [ProductsJsonSupply!]!
    uses: [String!]!
    keyFigures: [ProductsJsonKeyFigure!]
    "Photos of the company's work in the line, in the order shown."
    photos: [ContentPhoto!]
    "Two or three lines to suggest on this line's page (related-product-lines.ts)."
    related: [ProductsJson!]!
  }
  "A photo of the company's work: what it shows for people who cannot see it, and what was done where."
  type ContentPhoto { image: File! @fileByRelativePath, imageAlt: String!, caption: String }
  type ProductsJsonSupply { title: String!, text: String! }
  type ProductsJsonKeyFigure { label: String!, value: String! }

  type BrandsJson implements Node @dontInfer {
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
    "The product lines that name this brand, so a brand's page lists every line whose page names it."
    products: [ProductsJson!]!
  }

  type TeamJson implements Node @dontInfer {
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

  type SiteJson implements Node @dontInfer {
    name: String!
    shortName: String!
    legalName: String!
    businessType: String!
    url: String!
    description: String!
    blurb: String!
    logo: File! @fileByRelativePath
    logoLight: File! @fileByRelativePath
    icon: File! @fileByRelativePath
    themeColor: String!
    backgroundColor: String!
    address: SiteJsonAddress!
    geo: SiteJsonGeo
    areaServed: [String!]!
    priceRange: String!
    phones: [String!]!
    emails: [String!]!
    whatsapp: String!
    hours: SiteJsonHours!
    social: [SiteJsonSocial!]!
    navigation: [SiteJsonNavigation!]!
    labels: SiteJsonLabels!
    contactBlock: SiteJsonContactBlock!
  }
  type SiteJsonAddress { street: String!, city: String!, region: String!, postalCode: String!, country: String!, countryCode: String! }
  type SiteJsonGeo { latitude: Float!, longitude: Float! }
  type SiteJsonHours {
    label: String!, days: [String!]!, opens: String!, closes: String!, timeZone: String!
    "Minutes ahead of UTC, from timeZone: the browser reads the business's clock without loading time-zone data."
    utcOffsetMinutes: Int!
  }
  type SiteJsonSocial { network: String!, url: String! }
  type SiteJsonNavigation { path: String!, header: String!, footer: String! }
  type SiteJsonLabels {
    skipToContent: String!, openMenu: String!, closeMenu: String!, mainNavigation: String!, breadcrumb: String!
    home: String!, quickLinks: String!, contactDetails: String!, followUs: String!, rightsReserved: String!
    openNow: String!, closedNow: String!, whatsapp: String!
  }
  type SiteJsonContactBlock { title: String!, text: String!, callLabel: String!, enquiryLabel: String!, enquiryPath: String! }

  type HomeJson implements Node @dontInfer {
    title: String!
    description: String!
    hero: HomeJsonHero!
    about: HomeJsonSection!
    brandStrip: HomeJsonBrandStrip!
    products: HomeJsonSection!
    service: HomeJsonSection!
    whyChooseUs: HomeJsonWhyChooseUs!
  }
  type HomeJsonHero {
    tagline: String!, heading: String!, text: String!, image: File! @fileByRelativePath, imageAlt: String!
    linkLabel: String!, linkContext: String!
  }
  type HomeJsonSection {
    title: String!, tagline: String!, text: String!, image: File! @fileByRelativePath, imageAlt: String!
    linkLabel: String!, linkContext: String!
  }
  type HomeJsonBrandStrip { title: String!, text: String!, logos: [BrandsJson!]! @link(by: "fields.slug"), linkLabel: String! }
  type HomeJsonWhyChooseUs { title: String!, text: String!, strengths: [HomeJsonStrength!]!, cards: [HomeJsonCard!]! }
  type HomeJsonStrength { title: String!, text: String! }
  type HomeJsonCard { title: String!, description: String!, image: File! @fileByRelativePath, imageAlt: String! }

  type AboutJson implements Node @dontInfer {
    title: String!
    description: String!
    banner: File! @fileByRelativePath
    intro: String!
    heading: String!
    body: [String!]!
    highlights: [AboutJsonHighlight!]!
  }
  type AboutJsonHighlight { value: String!, label: String! }

  type PagesJson implements Node @dontInfer {
    team: PagesJsonBannerPage!
    brands: PagesJsonBannerPage!
    products: PagesJsonProducts!
    productLine: PagesJsonProductLine!
    brand: PagesJsonBrand!
    photoViewer: PagesJsonPhotoViewer!
    notFound: PagesJsonNotFound!
  }
  type PagesJsonBannerPage { title: String!, description: String!, banner: File! @fileByRelativePath, intro: String! }
  type PagesJsonProducts {
    title: String!, description: String!, banner: File! @fileByRelativePath, intro: String!, contactLabel: String!
    contactContext: String!
  }
  type PagesJsonProductLine {
    overviewTitle: String!, keyFiguresTitle: String!, suppliesTitle: String!, usesTitle: String!, brandsTitle: String!
    relatedTitle: String!, galleryTitle: String!
  }
  "Texts of every brand's page, with {brand} where the brand's name goes."
  type PagesJsonBrand { productsTitle: String!, enquiryLabel: String!, enquiryMessage: String!, galleryTitle: String! }
  "The photo viewer's words; position has {index} and {total} where the numbers go."
  type PagesJsonPhotoViewer { position: String!, previous: String!, next: String!, close: String!, zoom: String!, failed: String! }
  type PagesJsonNotFound { title: String!, description: String!, heading: String!, text: String!, linkLabel: String! }

  type ContactJson implements Node @dontInfer {
    title: String!
    description: String!
    banner: File! @fileByRelativePath
    intro: String!
    formHeading: String!
    infoHeading: String!
    phoneHeading: String!
    emailHeading: String!
    addressHeading: String!
    timingsHeading: String!
    form: ContactJsonForm!
  }
  type ContactJsonForm {
    subject: String!, nameLabel: String!, emailLabel: String!, phoneLabel: String!, phoneHint: String!
    messageLabel: String!, defaultMessage: String!, submitLabel: String!, sendingLabel: String!
    requiredError: String!, errorSummaryTitle: String!, errorPrefix: String!, errors: ContactJsonFormErrors!
    sendingMessage: String!, successMessage: String!, failureMessage: String!, failureHelp: String!
    notConfiguredMessage: String!, offlineNotice: String!, waitingForConnectionMessage: String!
    trappedMessage: String!, retryLabel: String!, emailFallbackLabel: String!, whatsappFallbackLabel: String!
    callFallbackLabel: String!, trapLabel: String!
  }
  type ContactJsonFormErrors {
    nameRequired: String!, nameNoLetters: String!, nameTooLong: String!
    emailRequired: String!, emailMissingAt: String!, emailInvalid: String!, emailTooLong: String!
    phoneRequired: String!, phoneInvalidCharacters: String!, phoneNotIndian: String!, phoneWrongLength: String!
    phoneWrongStart: String!, phoneTooLong: String!, messageTooLong: String!
  }
`

/** Gatsby's node model, as much of it as these resolvers use. */
interface ResolverContext {
  nodeModel: {
    findAll: (args: { type: string; query: Record<string, unknown> }) => Promise<{ entries: Iterable<unknown> }>
  }
}

/** Every product line on the site, whose `brands` holds the brands' file names as written in content/. */
const allProductLines = async ({ nodeModel }: ResolverContext) =>
  Array.from(
    (await nodeModel.findAll({ type: "ProductsJson", query: { filter: { shown: { eq: true } } } })).entries,
  ) as RankedProductLine[]

/** Fields the build works out from the content rather than reads from it. */
export const contentResolvers = {
  SiteJsonHours: {
    utcOffsetMinutes: { resolve: (hours: { timeZone: string }) => fixedUtcOffsetMinutes(hours.timeZone) },
  },
  ProductsJson: {
    related: {
      resolve: async (line: RankedProductLine, _: unknown, context: ResolverContext) =>
        relatedProductLines(line, await allProductLines(context)),
    },
  },
  BrandsJson: {
    products: {
      resolve: async (brand: { fields: { slug: string } }, _: unknown, context: ResolverContext) =>
        productLinesCarrying(brand.fields.slug, await allProductLines(context)),
    },
  },
}
