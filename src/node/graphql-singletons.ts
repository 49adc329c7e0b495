/**
 * The GraphQL types of the files of content/ that stand alone: the site's details and each page's copy,
 * which content-singletons.ts validates.
 */
export const singletonTypeDefs = `
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
    home: String!, quickLinks: String!, contactDetails: String!, map: String!, followUs: String!, rightsReserved: String!
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
