import { checkEmail, checkName, checkPhone, type EnquiryError } from "../enquiry/validate-enquiry"
import { ANY_TIME, SERVICE_LIMITS, type ServiceField, type ServiceValues } from "./service-fields"

/** The service request's own problems; the name's, mobile number's and e-mail's are the enquiry's. */
export type ServiceErrorCode =
  | "kindRequired"
  | "lineRequired"
  | "problemRequired"
  | "siteDownRequired"
  | "areaRequired"
  | "addressRequired"
  | "dateRequired"
  | "datePast"
  | "dateClosed"
  | "timeRequired"
  | "tooLong"

export type ServiceError = { code: ServiceErrorCode; max?: number; count?: number } | EnquiryError
export type ServiceErrors = Partial<Record<ServiceField, ServiceError>>

export interface ServiceRules {
  kinds: readonly { id: string; urgent: boolean; asksSymptoms: boolean }[]
  /** The days the company visits, 0 for Sunday to 6 for Saturday. */
  openDays: readonly number[]
  /** Today on the company's clock, as YYYY-MM-DD. */
  today: string
}

/** The day of the week of a YYYY-MM-DD date, 0 for Sunday, or undefined for anything else. */
export function weekdayOf(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return undefined
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return Number.isNaN(day.getTime()) ? undefined : day.getUTCDay()
}

const tooLong = (values: ServiceValues, field: keyof typeof SERVICE_LIMITS): ServiceError | undefined => {
  const value = values[field].trim()
  return value.length > SERVICE_LIMITS[field]
    ? { code: "tooLong", max: SERVICE_LIMITS[field], count: value.length }
    : undefined
}

/**
 * Every problem with a service request, by field, asking only what its kind needs: what is wrong for
 * a kind that asks it, whether the site is down for an urgent one, and a day and time the company
 * visits for any other (an urgent one may ask for any day and hour).
 */
export function validateService(values: ServiceValues, rules: ServiceRules): ServiceErrors {
  const kind = rules.kinds.find(candidate => candidate.id === values.request_kind)
  const urgent = kind?.urgent ?? false
  const date = values.preferred_date.trim()
  const weekday = weekdayOf(date)
  const email = values.user_email.trim()
  const errors: ServiceErrors = {
    request_kind: kind ? undefined : { code: "kindRequired" },
    product_line: values.product_line ? undefined : { code: "lineRequired" },
    model: tooLong(values, "model"),
    serial_number: tooLong(values, "serial_number"),
    description:
      tooLong(values, "description") ??
      (kind?.asksSymptoms && !values.symptoms && !values.description.trim() ? { code: "problemRequired" } : undefined),
    site_down: urgent && !values.site_down ? { code: "siteDownRequired" } : undefined,
    area: values.area.trim() ? tooLong(values, "area") : { code: "areaRequired" },
    address: values.address.trim() ? tooLong(values, "address") : { code: "addressRequired" },
    preferred_date: !date
      ? urgent
        ? undefined
        : { code: "dateRequired" }
      : weekday === undefined
        ? { code: "dateRequired" }
        : date < rules.today
          ? { code: "datePast" }
          : !urgent && !rules.openDays.includes(weekday)
            ? { code: "dateClosed" }
            : undefined,
    // Left empty, an urgent request asks for an engineer as soon as possible.
    preferred_time:
      !urgent && (!values.preferred_time || values.preferred_time === ANY_TIME) ? { code: "timeRequired" } : undefined,
    user_name: checkName(values.user_name.trim()),
    user_phone: checkPhone(values.user_phone.trim()),
    user_email: email ? checkEmail(email) : undefined,
  }
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as ServiceErrors
}
