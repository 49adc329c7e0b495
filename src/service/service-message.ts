import { normaliseIndianMobile } from "../enquiry/validate-enquiry"
import { batteryAge, usualLife } from "./battery-age"
import { ANY_TIME, NOT_SURE, type ServiceValues } from "./service-fields"

/** The words and lists a request is written with, in the page's language (content/service.json, the products). */
export interface ServiceWords {
  form: Pick<
    Queries.ServiceFormWordsFragment,
    | "referenceLabel"
    | "kindLegend"
    | "lineLabel"
    | "brandLabel"
    | "modelLabel"
    | "serialLabel"
    | "yearLabel"
    | "batteryLabel"
    | "batteryDueNote"
    | "problemLegend"
    | "descriptionLabel"
    | "siteDownLegend"
    | "siteDownYes"
    | "siteDownNo"
    | "areaLabel"
    | "addressLabel"
    | "dateLabel"
    | "timeLabel"
    | "anyTimeLabel"
    | "notSureLabel"
    | "nameLabel"
    | "phoneLabel"
    | "emailLabel"
  > & { times: readonly { id: string; label: string }[] }
  kinds: readonly { id: string; label: string; urgent: boolean; asksSymptoms: boolean }[]
  lines: readonly { id: string; name: string }[]
  brands: readonly { id: string; name: string }[]
  symptoms: readonly { id: string; label: string }[]
  batteries: readonly { id: string; name: string; years: number }[]
}

/** A request as the service desk reads it, each field by its label, with what a list's value stands for. */
export interface ServiceRequest {
  reference: string
  /** Each field as written in the e-mail: the kind's, product's and symptoms' names rather than their ids. */
  fields: Record<keyof ServiceValues, string>
  /** "These batteries are 6 years old…", when they are due for replacement. */
  batteryDue?: string
}

const nameOf = (items: readonly { id: string; name?: string; label?: string }[], id: string, notSure: string) =>
  id === NOT_SURE
    ? notSure
    : (items.find(item => item.id === id)?.name ?? items.find(item => item.id === id)?.label ?? id)

/** What the visitor is told, and the desk too, when the batteries are as old as their kind's usual life. */
export function batteryDueNote(values: ServiceValues, words: Pick<ServiceWords, "form" | "batteries">, year: number) {
  const installed = Number(values.installed_year)
  if (!values.installed_year || values.installed_year === NOT_SURE || words.batteries.length === 0) return undefined
  const life = usualLife(values.battery_kind, words.batteries)
  const age = batteryAge(installed, year, life)
  return age?.due
    ? words.form.batteryDueNote.replace("{age}", String(age.age)).replace("{years}", String(life))
    : undefined
}

/**
 * The answers to what the request asks. A question its kind does not ask (what is wrong, whether the site
 * is down) and a symptom of another product than the one chosen are hidden, but keep their answers in the
 * page for a visitor who changes back: they are neither checked nor sent.
 */
export function askedAnswers(values: ServiceValues, words: Pick<ServiceWords, "kinds" | "symptoms">): ServiceValues {
  const kind = words.kinds.find(candidate => candidate.id === values.request_kind)
  const asksSymptoms = kind?.asksSymptoms ?? true
  const offered = values.symptoms.split("\n").filter(id => words.symptoms.some(symptom => symptom.id === id))
  return {
    ...values,
    symptoms: asksSymptoms ? offered.join("\n") : "",
    description: asksSymptoms ? values.description : "",
    site_down: !kind || kind.urgent ? values.site_down : "",
  }
}

/** The request as the service desk reads it: every value in words, the mobile number in one standard form. */
export function describeRequest(
  answers: ServiceValues,
  words: ServiceWords,
  { reference, year, hasBatteries }: { reference: string; year: number; hasBatteries: boolean },
): ServiceRequest {
  const { form } = words
  const values = askedAnswers(answers, words)
  const symptoms = values.symptoms
    .split("\n")
    .filter(Boolean)
    .map(id => nameOf(words.symptoms, id, form.notSureLabel))
  const time = values.preferred_time
  return {
    reference,
    batteryDue: hasBatteries ? batteryDueNote(values, words, year) : undefined,
    fields: {
      request_kind: nameOf(words.kinds, values.request_kind, form.notSureLabel),
      product_line: nameOf(words.lines, values.product_line, form.notSureLabel),
      brand: values.brand ? nameOf(words.brands, values.brand, form.notSureLabel) : "",
      model: values.model.trim(),
      serial_number: values.serial_number.trim(),
      installed_year: values.installed_year === NOT_SURE ? form.notSureLabel : values.installed_year,
      battery_kind:
        hasBatteries && values.battery_kind ? nameOf(words.batteries, values.battery_kind, form.notSureLabel) : "",
      symptoms: symptoms.join("; "),
      description: values.description.trim(),
      site_down: { yes: form.siteDownYes, no: form.siteDownNo }[values.site_down] ?? "",
      area: values.area.trim(),
      address: values.address.trim(),
      preferred_date: values.preferred_date,
      preferred_time: !time || time === ANY_TIME ? form.anyTimeLabel : nameOf(form.times, time, form.notSureLabel),
      user_name: values.user_name.trim(),
      user_phone: normaliseIndianMobile(values.user_phone) ?? values.user_phone.trim(),
      user_email: values.user_email.trim(),
    },
  }
}

/** The request as plain text, for the e-mail, an e-mail app or WhatsApp: one line a field, empty ones left out. */
export function serviceRequestText({ reference, fields, batteryDue }: ServiceRequest, words: ServiceWords): string {
  const { form } = words
  const line = (label: string, value: string) => (value ? [`${label}: ${value}`] : [])
  return [
    ...line(form.referenceLabel, reference),
    ...line(form.kindLegend, fields.request_kind),
    ...line(form.siteDownLegend, fields.site_down),
    ...line(form.lineLabel, fields.product_line),
    ...line(form.brandLabel, fields.brand),
    ...line(form.modelLabel, fields.model),
    ...line(form.serialLabel, fields.serial_number),
    ...line(form.yearLabel, fields.installed_year),
    ...line(form.batteryLabel, fields.battery_kind),
    ...(batteryDue ? [batteryDue] : []),
    ...line(form.problemLegend, fields.symptoms),
    ...line(form.descriptionLabel, fields.description),
    ...line(form.areaLabel, fields.area),
    ...line(form.addressLabel, fields.address),
    ...line(form.dateLabel, fields.preferred_date),
    ...line(form.timeLabel, fields.preferred_time),
    ...line(form.nameLabel, fields.user_name),
    ...line(form.phoneLabel, fields.user_phone),
    ...line(form.emailLabel, fields.user_email),
  ].join("\n")
}
