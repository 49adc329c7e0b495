import fs from "node:fs"
import svgToTinyDataUri from "mini-svg-data-uri"
import { fixedUtcOffsetMinutes } from "./time-zone"

/**
 * The content model as GraphQL types, declared so optional fields stay optional and required ones
 * are never null in the generated types. content-schema.ts validates the same shape.
 */
export const contentTypeDefs = `
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

  type SiteJson implements Node @dontInfer {
    "Which language the entry is in, such as en or gu (src/lib/languages.ts)."
    language: String!
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
    "Which language the entry is in, such as en or gu (src/lib/languages.ts)."
    language: String!
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
  type HomeJsonBrandStrip { title: String!, text: String!, logos: [BrandsJson!]!, linkLabel: String! }
  type HomeJsonWhyChooseUs { title: String!, text: String!, strengths: [HomeJsonStrength!]!, cards: [HomeJsonCard!]! }
  type HomeJsonStrength { title: String!, text: String! }
  type HomeJsonCard { title: String!, description: String!, image: File! @fileByRelativePath, imageAlt: String! }

  type AboutJson implements Node @dontInfer {
    "Which language the entry is in, such as en or gu (src/lib/languages.ts)."
    language: String!
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
    "Which language the entry is in, such as en or gu (src/lib/languages.ts)."
    language: String!
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
  type PagesJsonPhotoViewer { position: String!, previous: String!, next: String!, close: String!, zoom: String!, failed: String!, viewer: String!, photo: String! }
  type PagesJsonNotFound { title: String!, description: String!, heading: String!, text: String!, linkLabel: String! }

  "The backup sizing helper (content/backup-sizing.json): its words, loads, ratings, batteries and assumptions."
  type BackupSizingJson implements Node @dontInfer {
    "Which language the entry is in, such as en or gu (src/lib/languages.ts)."
    language: String!
    title: String!, description: String!, intro: String!, linkTitle: String!, linkText: String!, linkLabel: String!
    estimateNote: String!, loadsTitle: String!, loadsHint: String!, countLabel: String!, wattsLabel: String!
    groups: [SizingLoadGroup!]!
    otherTitle: String!, otherHint: String!, otherNameLabel: String!, addOtherLabel: String!, removeOtherLabel: String!
    timeTitle: String!, times: [Int!]!, defaultMinutes: Int!, units: SizingUnits!
    batteryTitle: String!, batteryHint: String!, batteryAnyLabel: String!, batteries: [SizingBattery!]!
    jobs: SizingJobs!, upsUpToMinutes: Int!, smallLoadPercent: Int!, assumptions: SizingAssumptions!
    answer: SizingAnswerWords!, assumptionsTitle: String!, assumptionsHint: String!
    assumptionLabels: SizingAssumptionLabels!, resetLabel: String!, quoteLabel: String!, whatsappLabel: String!
    "The enquiry it writes, with {loads}, {time}, {answer} and {link} where they go."
    message: String!
    setups: SizingSetups!
  }
  type SizingLoadGroup { title: String!, loads: [SizingLoad!]! }
  type SizingLoad { id: String!, name: String!, watts: Int!, count: Int!, motor: Boolean, online: Boolean }
  type SizingUnits { hours: String!, minutes: String! }
  type SizingBattery {
    id: String!, name: String!, depthOfDischargePercent: Int!, peukertExponent: Float!, ratedHours: Int!, sizes: [Int!]!
  }
  type SizingJobs { ups: SizingJob!, inverter: SizingJob! }
  type SizingJob { battery: String!, ratings: [SizingRating!]! }
  type SizingRating { name: String!, va: Int!, watts: Int!, batteryVolts: Int!, online: Boolean! }
  type SizingAssumptions {
    powerFactor: Float!, inverterEfficiencyPercent: Int!, headroomPercent: Int!, agedCapacityPercent: Int!
  }
  type SizingAnswerWords {
    title: String!, empty: String!, showLabel: String!, jobReasons: SizingJobReasons!, loadLabel: String!, unitLabel: String!
    bankLabel: String!, bank: String!, strings: String!, backupLabel: String!, backup: String!
    warnings: SizingWarnings!
  }
  type SizingJobReasons { minutes: String!, hours: String!, online: String! }
  type SizingWarnings { motor: String!, smallLoad: String!, beyondRatings: String!, beyondBank: String! }
  type SizingAssumptionLabels {
    powerFactor: String!, inverterEfficiencyPercent: String!, headroomPercent: String!, agedCapacityPercent: String!
    depthOfDischargePercent: String!, peukertExponent: String!
  }
  type SizingSetups {
    title: String!, intro: String!, setupHeading: String!, timeHeading: String!, loadHeading: String!
    unitHeading: String!, bankHeading: String!, backupHeading: String!, items: [SizingSetup!]!
  }
  type SizingSetup { name: String!, loads: [SizingSetupLoad!]!, minutes: Int! }
  type SizingSetupLoad { load: String!, count: Int! }

  type ContactJson implements Node @dontInfer {
    "Which language the entry is in, such as en or gu (src/lib/languages.ts)."
    language: String!
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
    findAll: (
      args: { type: string; query: Record<string, unknown> },
      pageDependencies: { track: false },
    ) => Promise<{ entries: Iterable<{ id: string; fields: { slug: string } }> }>
    getNodesByIds: (args: { ids: string[]; type: string }) => unknown[]
  }
}

/**
 * The entries of `type` named by file name (as content/ names brands), in the order named. A page
 * depends on each of these entries, not on every entry of the type as a search would have it: a
 * photo added to one brand then runs again only the queries of the pages that show that brand,
 * where Gatsby's `@link(by: "fields.slug")` ran every page that shows any brand, each with its gallery.
 */
async function entriesNamed(context: ResolverContext, type: string, slugs: readonly string[], language: string) {
  const filter = { fields: { slug: { in: slugs } }, language: { eq: language } }
  const { entries } = await context.nodeModel.findAll({ type, query: { filter } }, { track: false })
  const ids = new Map(Array.from(entries, entry => [entry.fields.slug, entry.id]))
  return context.nodeModel.getNodesByIds({ ids: slugs.flatMap(slug => ids.get(slug) ?? []), type })
}

/**
 * A field of entries named by file name in the content (a line's brands), resolved by entriesNamed in
 * the language of the entry that names them.
 */
const named = (type: string, field: string) => ({
  type: `[${type}!]!`,
  resolve: (source: Record<string, readonly string[]> & { language: string }, _: unknown, context: ResolverContext) =>
    entriesNamed(context, type, source[field], source.language),
})

/** Fields the build resolves itself: entries named by file name, and what it works out from the content. */
export const contentResolvers = {
  Query: {
    /**
     * Product lines by file name, in the order given. Which lines a page lists beside its own (the
     * related lines, a brand's lines) depends on every line, so createPages works it out and passes
     * it in the page's context: the page's query then depends on the lines it shows, not on all.
     */
    productLines: {
      type: "[ProductsJson!]!",
      args: { slugs: "[String!]!", language: "String!" },
      resolve: (
        _: unknown,
        { slugs, language }: { slugs: readonly string[]; language: string },
        context: ResolverContext,
      ) => entriesNamed(context, "ProductsJson", slugs, language),
    },
  },
  File: {
    raster: {
      type: "File!",
      description:
        "The file as pixels, for sharp's copies: an SVG's raster copy (src/node/svg-raster.ts), or the file itself.",
      resolve: (file: { extension: string; children: string[] }, _: unknown, context: ResolverContext) =>
        file.extension === "svg" ? context.nodeModel.getNodesByIds({ ids: file.children, type: "File" })[0] : file,
    },
    svgDataUrl: {
      type: "String!",
      description:
        "An SVG file as a data: URL, written into the page instead of linked: the favicon (src/components/seo.tsx).",
      resolve: (file: { extension: string; absolutePath: string }) => {
        if (file.extension !== "svg") throw new Error(`${file.absolutePath} is not an SVG file`)
        // Percent-encoded where a URL must be (spaces too, as the HTML validator asks), quotes made single.
        return svgToTinyDataUri.toSrcset(fs.readFileSync(file.absolutePath, "utf8"))
      },
    },
  },
  ProductsJson: { brands: named("BrandsJson", "brands") },
  // The strip's logos are named in the home page's language, which the strip carries for them.
  HomeJson: {
    brandStrip: {
      resolve: (source: { brandStrip: object; language: string }) => ({
        ...source.brandStrip,
        language: source.language,
      }),
    },
  },
  HomeJsonBrandStrip: { logos: named("BrandsJson", "logos") },
  SiteJsonHours: {
    utcOffsetMinutes: { resolve: (hours: { timeZone: string }) => fixedUtcOffsetMinutes(hours.timeZone) },
  },
}
