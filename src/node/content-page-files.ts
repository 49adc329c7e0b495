import { z } from "zod"
import { bannerPageFor, imageFieldFor, noted, pageCopy, shared, text, type ImageCheck } from "./content-fields"

/** The home page layout needs exactly these counts. */
export const HOME_COUNTS = { logos: 6, strengths: 4, cards: 3 } as const

const exactly = <T extends z.ZodTypeAny>(item: T, count: number) =>
  z.array(item).length(count, `the home page layout needs exactly ${count} entries`)

/** The schemas of the files of content/ that are one page each: home.json, about.json, contact.json. */
export function pageFileSchemasFor(checkImage: ImageCheck) {
  const image = imageFieldFor(checkImage)
  const bannerPage = bannerPageFor(checkImage)
  /** The About Us, Products and Service sections, which look alike. */
  const section = noted(
    z
      .object({
        title: text,
        tagline: text,
        text,
        image: image(),
        imageAlt: text,
        linkLabel: text,
        linkContext: text,
      })
      .strict(),
    { typeName: "HomeJsonSection" },
  )

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
      about: section,
      brandStrip: z
        .object({
          title: text,
          text,
          logos: noted(exactly(shared(text), HOME_COUNTS.logos), { links: "brands" }),
          linkLabel: text,
        })
        .strict(),
      products: section,
      service: section,
      whyChooseUs: z
        .object({
          title: text,
          text,
          strengths: exactly(
            noted(z.object({ title: text, text }).strict(), { typeName: "HomeJsonStrength" }),
            HOME_COUNTS.strengths,
          ),
          cards: exactly(
            noted(z.object({ title: text, description: text, image: image(), imageAlt: text }).strict(), {
              typeName: "HomeJsonCard",
            }),
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

  return { home, about, contact }
}
