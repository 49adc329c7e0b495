import { z } from "zod"
import { list, metaDescription, noted, phone, shared, text } from "./content-fields"
import { placeholdersPattern, repeatedNameProblems } from "../lib/sizing-rules"

/**
 * The schema of content/service.json: the after-sales page's words, the kinds of request, each
 * serviced product line's symptoms, the safety steps, the batteries' usual lives and the AMC plans
 * (src/service/ reads them). That each line names a product line there is, shown on the site, once, is
 * checked across files (serviceLineProblems in src/lib/content-rules.ts).
 */

/** How the form and the e-mail name an item: "no-backup". */
const shortName = shared(
  z
    .string()
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      'should be a short name in small letters, digits and dashes, such as "no-backup"',
    ),
)
const yesOrNo = z.boolean({ invalid_type_error: "should be true or false, without quotes" })

const withPlaceholders = (...names: string[]) => {
  const { regex, message } = placeholdersPattern(names)
  return text.regex(regex, message.replace("the helper puts them", "the page puts them"))
}

/** Reports each repeated short name in a list on the item's id. */
const onceEach = (what: string) => (items: readonly { id: string }[], ctx: z.RefinementCtx) => {
  for (const { index, message } of repeatedNameProblems(
    items.map(item => item.id),
    what,
  ))
    ctx.addIssue({ code: "custom", path: [index, "id"], message })
}

export function serviceSchema() {
  const kind = z
    .object({
      id: shortName,
      label: text,
      hint: text,
      // A breakdown: the visitor may ask for any hour, and is asked whether the site is down.
      urgent: yesOrNo,
      asksSymptoms: yesOrNo,
    })
    .strict()
  const symptom = noted(z.object({ id: shortName, label: text, dangerous: yesOrNo }).strict(), {
    typeName: "ServiceSymptom",
  })
  const line = z
    .object({
      // The product line's file name: that there is one, shown and named once, is checked across files.
      line: shared(text),
      hasBatteries: yesOrNo,
      symptoms: list(symptom).min(1, "needs at least one symptom").superRefine(onceEach("symptom")),
    })
    .strict()
  const battery = z
    .object({
      id: shortName,
      name: text,
      years: shared(
        z
          .number({ invalid_type_error: "should be a number of years, such as 4" })
          .int("should be a whole number of years")
          .min(1, "should be 1 or more")
          .max(25, "should be at most 25"),
      ),
    })
    .strict()
  const plan = z
    .object({
      name: text,
      visits: text,
      response: text,
      parts: text,
      covers: list(text).min(1, "needs at least one thing the plan covers"),
    })
    .strict()

  const page = z
    .object({
      title: text,
      description: metaDescription,
      intro: text,
      linkTitle: text,
      linkText: text,
      linkLabel: text,
      breakdownText: text,
      breakdownPhone: shared(phone),
      callLabel: text,
      safety: z.object({ title: text, steps: list(text).min(1, "needs at least one step") }).strict(),
      kinds: list(kind).min(1, "needs at least one kind of request").superRefine(onceEach("kind")),
      dangerousSymptoms: list(noted(z.object({ id: shortName, label: text }).strict(), { typeName: "ServiceDanger" }))
        .min(1, "needs at least one symptom")
        .superRefine(onceEach("symptom")),
      lines: noted(list(line).min(1, "needs at least one product line"), {
        doc: "The product lines serviced, by file name in content/products/, each with its common symptoms.",
      }),
      batteries: list(battery).min(1, "needs at least one kind of battery").superRefine(onceEach("battery")),
      batteriesTitle: text,
      batteriesText: text,
      yearsLabel: withPlaceholders("years"),
      plansTitle: text,
      plansText: text,
      plans: list(plan).min(1, "needs at least one plan"),
      plansLinkLabel: text,
      form: z
        .object({
          heading: text,
          subject: text,
          referencePrefix: shared(z.string().regex(/^[A-Z]{2,5}$/, 'should be 2 to 5 capital letters, such as "VPS"')),
          kindLegend: text,
          equipmentLegend: text,
          lineLabel: text,
          brandLabel: text,
          notSureLabel: text,
          chooseLabel: text,
          modelLabel: text,
          serialLabel: text,
          nameplateHint: text,
          yearLabel: text,
          batteryLabel: text,
          batteryDueNote: withPlaceholders("age", "years"),
          problemLegend: text,
          symptomsHint: text,
          dangerNotice: text,
          descriptionLabel: text,
          descriptionHint: text,
          siteDownLegend: text,
          siteDownYes: text,
          siteDownNo: text,
          visitLegend: text,
          areaLabel: text,
          areaHint: text,
          addressLabel: text,
          dateLabel: text,
          dateHint: text,
          timeLabel: text,
          times: list(noted(z.object({ id: shortName, label: text }).strict(), { typeName: "ServiceTime" }))
            .min(1, "needs at least one time of day")
            .superRefine(onceEach("time")),
          anyTimeLabel: text,
          youLegend: text,
          nameLabel: text,
          phoneLabel: text,
          emailLabel: text,
          submitLabel: text,
          successMessage: withPlaceholders("reference"),
          referenceLabel: text,
          errorSummaryTitle: text,
          errors: z
            .object({
              kindRequired: text,
              lineRequired: text,
              problemRequired: text,
              siteDownRequired: text,
              areaRequired: text,
              addressRequired: text,
              dateRequired: text,
              datePast: text,
              dateClosed: text,
              timeRequired: text,
              tooLong: withPlaceholders("max", "count"),
            })
            .strict(),
        })
        .strict(),
    })
    .strict()
  return noted(page, {
    doc: "The after-sales page (content/service.json): its words, kinds of request, symptoms, safety steps, battery lives and AMC plans.",
    typePrefix: "Service",
  })
}
