import { z } from "zod"
import { bannerPageFor, imageFieldFor, pageCopy, shared, text, type ImageCheck } from "./content-fields"

/** The home page layout needs exactly these counts. */
export const HOME_COUNTS = { logos: 6, strengths: 4, cards: 3 } as const

const exactly = <T extends z.ZodTypeAny>(item: T, count: number) =>
  z.array(item).length(count, `the home page layout needs exactly ${count} entries`)

/** The schemas of the files of content/ that are one page each: home.json, about.json, contact.json. */
export function pageFileSchemasFor(checkImage: ImageCheck) {
  const image = imageFieldFor(checkImage)
  const bannerPage = bannerPageFor(checkImage)
  const section = {
    title: text,
    tagline: text,
    text,
    image: image(),
    imageAlt: text,
    linkLabel: text,
    linkContext: text,
  }

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
