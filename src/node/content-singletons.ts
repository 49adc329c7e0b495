import { z } from "zod"
import { ICON_MAX_BYTES } from "../lib/app-icons"
import {
  fixedTimeZone,
  hexColour,
  imageFieldFor,
  LOGO_EXTENSIONS,
  metaDescription,
  phone,
  shared,
  sitePath,
  text,
  time,
  type ImageCheck,
} from "./content-fields"

/** The home page layout needs exactly these counts. */
export const HOME_COUNTS = { logos: 6, strengths: 4, cards: 3 } as const

/** schema.org types of local business that fit a shop selling and servicing power and IT equipment. */
export const LOCAL_BUSINESS_TYPES = ["ElectronicsStore", "ComputerStore", "Store", "LocalBusiness"] as const

const exactly = <T extends z.ZodTypeAny>(item: T, count: number) =>
  z.array(item).length(count, `the home page layout needs exactly ${count} entries`)

/** Text for every brand's page, with {brand} where the brand's name goes. */
const namingBrand = text.refine(
  value => value.includes("{brand}"),
  "should contain {brand}, where the brand's name goes",
)

/** The viewer's "3 of 12", with {index} and {total} where the numbers go. */
const photoPosition = text.refine(
  value => value.includes("{index}") && value.includes("{total}"),
  'should contain {index} and {total}, where the numbers go, such as "{index} of {total}"',
)

/** The schemas of the files of content/ that stand alone: the site's details and each page's copy. */
export function singletonSchemasFor(checkImage: ImageCheck) {
  const image = imageFieldFor(checkImage)

  const pageCopy = {
    title: text,
    description: metaDescription,
  }
  const bannerPage = { ...pageCopy, banner: image(), intro: text }
  const section = {
    title: text,
    tagline: text,
    text,
    image: image(),
    imageAlt: text,
    linkLabel: text,
    linkContext: text,
  }

  const site = z
    .object({
      name: shared(text),
      shortName: shared(text).pipe(
        z.string().max(12, "should be at most 12 characters, to fit under a home-screen icon"),
      ),
      legalName: shared(text),
      businessType: z.enum(LOCAL_BUSINESS_TYPES, {
        errorMap: () => ({ message: `should be one of ${LOCAL_BUSINESS_TYPES.join(", ")}` }),
      }),
      url: z.string().url("should be the full address of the site, such as https://www.example.in"),
      description: text,
      blurb: text,
      logo: image(LOGO_EXTENSIONS),
      logoLight: image(LOGO_EXTENSIONS),
      // Every page's favicon, and every PNG icon is drawn from it.
      icon: image([".svg"], { maxBytes: ICON_MAX_BYTES }),
      themeColor: hexColour,
      backgroundColor: hexColour,
      address: z
        .object({
          street: text,
          city: text,
          region: text,
          postalCode: z.string().regex(/^\d{6}$/, "should be a 6-digit PIN code"),
          country: text,
          countryCode: z.string().regex(/^[A-Z]{2}$/, 'should be a two-letter country code such as "IN"'),
        })
        .strict(),
      geo: z
        .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
        .strict()
        .optional(),
      areaServed: z.array(text).min(1, "needs at least one city or region"),
      priceRange: shared(text.pipe(z.string().max(20, 'should be short, such as "₹₹"'))),
      phones: z.array(phone).min(1, "needs at least one phone number"),
      emails: z.array(z.string().email("should be an e-mail address")).min(1, "needs at least one e-mail address"),
      whatsapp: phone,
      hours: z
        .object({
          label: text,
          days: z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])).min(1),
          opens: time,
          closes: time,
          timeZone: fixedTimeZone,
        })
        .strict(),
      social: z.array(
        z
          .object({ network: z.enum(["LinkedIn", "Facebook", "Instagram", "YouTube", "X"]), url: z.string().url() })
          .strict(),
      ),
      navigation: z.array(z.object({ path: sitePath, header: text, footer: text }).strict()).min(1),
      labels: z
        .object({
          skipToContent: text,
          openMenu: text,
          closeMenu: text,
          mainNavigation: text,
          breadcrumb: text,
          home: text,
          quickLinks: text,
          contactDetails: text,
          followUs: text,
          rightsReserved: text,
          whatsapp: shared(text),
          openNow: text,
          closedNow: text,
        })
        .strict(),
      contactBlock: z
        .object({ title: text, text, callLabel: text, enquiryLabel: text, enquiryPath: sitePath })
        .strict(),
    })
    .strict()

  const home = z
    .object({
      ...pageCopy,
      hero: z
        .object({
          tagline: text,
          heading: text,
          text,
          image: image(),
          imageAlt: text,
          linkLabel: text,
          linkContext: text,
        })
        .strict(),
      about: z.object(section).strict(),
      brandStrip: z
        .object({ title: text, text, logos: exactly(shared(text), HOME_COUNTS.logos), linkLabel: text })
        .strict(),
      products: z.object(section).strict(),
      service: z.object(section).strict(),
      whyChooseUs: z
        .object({
          title: text,
          text,
          strengths: exactly(z.object({ title: text, text }).strict(), HOME_COUNTS.strengths),
          cards: exactly(
            z.object({ title: text, description: text, image: image(), imageAlt: text }).strict(),
            HOME_COUNTS.cards,
          ),
        })
        .strict(),
    })
    .strict()

  const about = z
    .object({
      ...bannerPage,
      heading: text,
      body: z.array(text).min(1),
      highlights: z.array(z.object({ value: shared(text), label: text }).strict()),
    })
    .strict()

  const pages = z
    .object({
      team: z.object(bannerPage).strict(),
      brands: z.object(bannerPage).strict(),
      products: z.object({ ...bannerPage, contactLabel: text, contactContext: text }).strict(),
      productLine: z
        .object({
          overviewTitle: text,
          keyFiguresTitle: text,
          suppliesTitle: text,
          usesTitle: text,
          brandsTitle: text,
          relatedTitle: text,
          galleryTitle: text,
        })
        .strict(),
      brand: z
        .object({
          productsTitle: namingBrand,
          enquiryLabel: namingBrand,
          enquiryMessage: namingBrand,
          galleryTitle: namingBrand,
        })
        .strict(),
      photoViewer: z
        .object({
          position: photoPosition,
          previous: text,
          next: text,
          close: text,
          zoom: text,
          failed: text,
          viewer: text,
          photo: text,
        })
        .strict(),
      notFound: z.object({ ...pageCopy, heading: text, text, linkLabel: text }).strict(),
    })
    .strict()

  const contact = z
    .object({
      ...bannerPage,
      formHeading: text,
      infoHeading: text,
      phoneHeading: text,
      emailHeading: text,
      addressHeading: text,
      timingsHeading: text,
      form: z
        .object({
          subject: text,
          nameLabel: text,
          emailLabel: text,
          phoneLabel: text,
          phoneHint: text,
          messageLabel: text,
          defaultMessage: text,
          submitLabel: text,
          sendingLabel: text,
          requiredError: text,
          errorSummaryTitle: text,
          errorPrefix: text,
          errors: z
            .object({
              nameRequired: text,
              nameNoLetters: text,
              nameTooLong: text,
              emailRequired: text,
              emailMissingAt: text,
              emailInvalid: text,
              emailTooLong: text,
              phoneRequired: text,
              phoneInvalidCharacters: text,
              phoneNotIndian: text,
              phoneWrongLength: text,
              phoneWrongStart: text,
              phoneTooLong: text,
              messageTooLong: text,
            })
            .strict(),
          sendingMessage: text,
          successMessage: text,
          failureMessage: text,
          failureHelp: text,
          notConfiguredMessage: text,
          offlineNotice: text,
          waitingForConnectionMessage: text,
          trappedMessage: text,
          retryLabel: text,
          emailFallbackLabel: text,
          whatsappFallbackLabel: text,
          callFallbackLabel: text,
          trapLabel: text,
        })
        .strict(),
    })
    .strict()

  return { site, home, about, pages, contact }
}
