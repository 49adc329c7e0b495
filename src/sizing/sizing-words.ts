import { backupMinutes, type SizingAnswer } from "../lib/sizing-answer"

/** The helper's answer in the words of content/backup-sizing.json, for the page and for the enquiry it writes. */

export type SizingWords = Queries.SizingWordsFragment

/** Puts values where a text from content/ names them: "{count} × {ah} Ah". */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

/** "45 min", "2 h", "1 h 30 min", with the content's units. */
export function formatDuration(minutes: number, units: SizingWords["units"]): string {
  const hours = Math.floor(minutes / 60)
  const rest = Math.round(minutes % 60)
  if (hours === 0) return `${rest} ${units.minutes}`
  return rest === 0 ? `${hours} ${units.hours}` : `${hours} ${units.hours} ${rest} ${units.minutes}`
}

const formatWatts = (watts: number) => `${Math.round(watts).toLocaleString("en-IN")} W`

export interface AnswerLines {
  reason: string
  load: string
  unit?: string
  bank?: string
  backup?: string
  warnings: string[]
}

/** Each line of the answer, as the page shows it and the enquiry repeats it. */
export function answerLines(answer: SizingAnswer, words: SizingWords): AnswerLines {
  const { answer: texts } = words
  const battery = words.batteries.find(type => type.id === answer.battery)
  const { bank, backupHours } = answer
  const strings =
    bank && bank.strings > 1 ? ` ${fill(texts.strings, { strings: bank.strings, inSeries: bank.inSeries })}` : ""
  return {
    reason: texts.jobReasons[answer.jobReason],
    load: `${formatWatts(answer.watts)} · ${answer.va.toLocaleString("en-IN")} VA`,
    unit: answer.rating?.name,
    bank:
      bank &&
      fill(texts.bank, { count: bank.count, ah: bank.batteryAh, battery: battery?.name ?? "", volts: bank.volts }) +
        strings,
    backup:
      backupHours &&
      fill(texts.backup, {
        new: formatDuration(backupMinutes(backupHours.new), words.units),
        aged: formatDuration(backupMinutes(backupHours.aged), words.units),
      }),
    warnings: answer.warnings.map(warning => texts.warnings[warning]),
  }
}

/** One load as the enquiry lists it: "2 × Desktop computer with monitor (150 W)". */
export const loadLine = (count: number, name: string, watts: number) => `${count} × ${name} (${formatWatts(watts)})`

/** The enquiry the helper writes, for the contact form and WhatsApp alike. */
export function enquiryMessage(
  words: SizingWords,
  args: { loads: string[]; minutes: number; lines: AnswerLines; link: string },
): string {
  const { lines } = args
  const answer = [lines.unit, lines.bank, lines.backup, lines.load, ...lines.warnings].filter(Boolean).join("; ")
  return fill(words.message, {
    loads: args.loads.join(", "),
    time: formatDuration(args.minutes, words.units),
    answer,
    link: args.link,
  })
}
