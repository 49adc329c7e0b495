import { z } from "zod"
import { list, metaDescription, noted, text } from "./content-fields"
import {
  ascendingProblems,
  placeholdersPattern,
  ratingProblems,
  repeatedNameProblems,
  unknownNameProblem,
  type FieldProblem,
} from "../lib/sizing-rules"

/**
 * The schema of content/backup-sizing.json: the helper's words, its loads, the company's standard
 * ratings and battery sizes, and the assumptions it starts from (src/lib/backup-sizing.ts reads them).
 * Rules across its fields are in src/lib/sizing-rules.ts, which the editor runs too.
 */

const whole = (message: string) =>
  z.number({ invalid_type_error: `should be a number, ${message}` }).int(`should be a whole number, ${message}`)
const positive = (message: string) => whole(message).min(1, `should be 1 or more, ${message}`)
const percent = (least: number, message: string) =>
  whole(message).min(least, `should be at least ${least} (%)`).max(100, "should be at most 100 (%)")
/** How other fields and the helper's shared links name an item: "cctv-camera". */
const shortName = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'should be a short name in small letters, digits and dashes, such as "cctv-camera"',
  )

const withPlaceholders = (...names: string[]) => {
  const { regex, message } = placeholdersPattern(names)
  return text.regex(regex, message)
}

/** Reports what a rule of sizing-rules.ts finds in a list, on the item (and its field) it concerns. */
const reportEach = (ctx: z.RefinementCtx, problems: FieldProblem[], ...at: (string | number)[]) => {
  for (const { index, field, message } of problems)
    ctx.addIssue({ code: "custom", path: [...at, index, ...(field ? [field] : [])], message })
}

const ascending = (message: string) =>
  list(positive(message))
    .min(1, "needs at least one")
    .superRefine((values, ctx) => reportEach(ctx, ascendingProblems(values)))

export function sizingSchema() {
  const load = noted(
    z
      .object({
        id: shortName,
        name: text,
        watts: positive("in watts, such as 150"),
        count: positive("how many a typical place has"),
        motor: z.boolean().optional(),
        online: z.boolean().optional(),
      })
      .strict(),
    { typeName: "SizingLoad" },
  )

  const rating = noted(
    z
      .object({
        name: text,
        va: positive("in VA, such as 1000"),
        watts: positive("in watts, such as 900"),
        batteryVolts: positive("the battery bank's volts, such as 24"),
        online: z.boolean(),
      })
      .strict(),
    { typeName: "SizingRating" },
  )

  /** What the helper offers for a UPS, and for an inverter. */
  const job = noted(
    z
      .object({
        battery: shortName,
        ratings: list(rating)
          .min(1, "needs at least one rating")
          .superRefine((ratings, ctx) => reportEach(ctx, ratingProblems(ratings))),
      })
      .strict(),
    { typeName: "SizingJob" },
  )

  const battery = z
    .object({
      id: shortName,
      name: text,
      depthOfDischargePercent: percent(10, "in percent, such as 80"),
      peukertExponent: z
        .number({ invalid_type_error: "should be a number, such as 1.25" })
        .min(1, "should be at least 1 (1 for a battery that gives the same at any current)")
        .max(1.6, "should be at most 1.6"),
      ratedHours: positive("the hours its Ah are rated over, such as 20"),
      sizes: ascending("in Ah, such as 150"),
    })
    .strict()

  const setup = noted(
    z
      .object({
        name: text,
        loads: list(z.object({ load: shortName, count: positive("such as 2") }).strict()).min(
          1,
          "needs at least one load",
        ),
        minutes: positive("in minutes, such as 30"),
      })
      .strict(),
    { typeName: "SizingSetup" },
  )

  const helper = z
    .object({
      title: text,
      description: metaDescription,
      intro: text,
      linkTitle: text,
      linkText: text,
      linkLabel: text,
      estimateNote: text,
      loadsTitle: text,
      loadsHint: text,
      countLabel: text,
      wattsLabel: text,
      groups: list(
        noted(z.object({ title: text, loads: list(load).min(1, "needs at least one load") }).strict(), {
          typeName: "SizingLoadGroup",
        }),
      ).min(1, "needs at least one group of loads"),
      otherTitle: text,
      otherHint: text,
      otherNameLabel: text,
      addOtherLabel: text,
      removeOtherLabel: text,
      timeTitle: text,
      times: ascending("in minutes, such as 30"),
      defaultMinutes: positive("in minutes, one of the times"),
      units: z.object({ hours: text, minutes: text }).strict(),
      batteryTitle: text,
      batteryHint: text,
      batteryAnyLabel: text,
      batteries: list(battery).min(1, "needs at least one kind of battery"),
      jobs: z.object({ ups: job, inverter: job }).strict(),
      upsUpToMinutes: positive("in minutes, such as 60"),
      smallLoadPercent: percent(1, "in percent, such as 10"),
      assumptions: z
        .object({
          powerFactor: z
            .number({ invalid_type_error: "should be a number, such as 0.8" })
            .min(0.5, "should be at least 0.5")
            .max(1, "should be at most 1"),
          inverterEfficiencyPercent: percent(50, "in percent, such as 85"),
          headroomPercent: whole("in percent, such as 25")
            .min(0, "should be 0 or more")
            .max(100, "should be at most 100"),
          agedCapacityPercent: percent(50, "in percent, such as 80"),
        })
        .strict(),
      answer: noted(
        z
          .object({
            title: text,
            empty: text,
            showLabel: text,
            jobReasons: noted(z.object({ minutes: text, hours: text, online: text }).strict(), {
              typeName: "SizingJobReasons",
            }),
            loadLabel: text,
            unitLabel: text,
            bankLabel: text,
            bank: withPlaceholders("count", "ah", "battery", "volts"),
            strings: withPlaceholders("strings", "inSeries"),
            backupLabel: text,
            backup: withPlaceholders("new", "aged"),
            warnings: noted(
              z.object({ motor: text, smallLoad: text, beyondRatings: text, beyondBank: text }).strict(),
              { typeName: "SizingWarnings" },
            ),
          })
          .strict(),
        { typeName: "SizingAnswerWords" },
      ),
      assumptionsTitle: text,
      assumptionsHint: text,
      assumptionLabels: z
        .object({
          powerFactor: text,
          inverterEfficiencyPercent: text,
          headroomPercent: text,
          agedCapacityPercent: text,
          depthOfDischargePercent: text,
          peukertExponent: text,
        })
        .strict(),
      resetLabel: text,
      quoteLabel: text,
      whatsappLabel: text,
      message: noted(withPlaceholders("loads", "time", "answer", "link"), {
        doc: "The enquiry it writes, with {loads}, {time}, {answer} and {link} where they go.",
      }),
      setups: z
        .object({
          title: text,
          intro: text,
          setupHeading: text,
          timeHeading: text,
          loadHeading: text,
          unitHeading: text,
          bankHeading: text,
          backupHeading: text,
          items: list(setup),
        })
        .strict(),
    })
    .strict()
    .superRefine((sizing, ctx) => {
      const loadIds = sizing.groups.flatMap(group => group.loads.map(item => item.id))
      const loadAt = sizing.groups.flatMap((group, g) => group.loads.map((_, l) => ["groups", g, "loads", l]))
      for (const { index, message } of repeatedNameProblems(loadIds, "load"))
        ctx.addIssue({ code: "custom", path: [...loadAt[index], "id"], message })
      reportEach(
        ctx,
        repeatedNameProblems(
          sizing.batteries.map(item => item.id),
          "battery",
        ),
        "batteries",
      )

      const batteryIds = sizing.batteries.map(item => item.id)
      for (const kind of ["ups", "inverter"] as const) {
        const message = unknownNameProblem(sizing.jobs[kind].battery, batteryIds, "batteries")
        if (message) ctx.addIssue({ code: "custom", path: ["jobs", kind, "battery"], message })
      }
      sizing.setups.items.forEach((item, i) =>
        item.loads.forEach(({ load: id }, l) => {
          const message = unknownNameProblem(id, loadIds, "loads")
          if (message) ctx.addIssue({ code: "custom", path: ["setups", "items", i, "loads", l, "load"], message })
        }),
      )
      const defaultTime = unknownNameProblem(sizing.defaultMinutes, sizing.times, "backup times")
      if (defaultTime) ctx.addIssue({ code: "custom", path: ["defaultMinutes"], message: defaultTime })
    })
  return noted(helper, {
    doc: "The backup sizing helper (content/backup-sizing.json): its words, loads, ratings, batteries and assumptions.",
    typePrefix: "Sizing",
  })
}
