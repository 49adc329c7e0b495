import type { FormValues } from "../enquiry/form-definition"
import { makeReference } from "./service-reference"
import type { ServiceRequest, ServiceWords } from "./service-message"
import { serviceRequestText } from "./service-message"

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

/** The days the company visits, 0 for Sunday, from its opening days ("Monday" … in content/site.json). */
export const openWeekdays = (days: readonly string[]) => days.map(day => WEEKDAYS.indexOf(day)).filter(day => day >= 0)

/** Today on the company's clock, as YYYY-MM-DD: the earliest day a visit can be asked for. */
export function companyToday(utcOffsetMinutes: number, now = new Date()): string {
  return new Date(now.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10)
}

/**
 * The reference of the request being written, kept for the tab beside its draft: made at the first
 * valid Send, and the same on a retry, a reload or a fallback, until the company has the request.
 */
export function storedReference(draftKey: string) {
  const key = `${draftKey}-reference`
  const storage = () => (typeof window === "undefined" ? undefined : window.sessionStorage)
  let kept = ""
  const current = () => {
    try {
      return storage()?.getItem(key) || kept
    } catch {
      return kept
    }
  }
  return {
    current,
    make(prefix: string, utcOffsetMinutes: number) {
      if (current()) return
      kept = makeReference(prefix, new Date(), utcOffsetMinutes)
      try {
        storage()?.setItem(key, kept)
      } catch {
        // Storage can be full or blocked: the reference still lasts as long as the page.
      }
    },
    clear() {
      kept = ""
      try {
        storage()?.removeItem(key)
      } catch {
        // As above.
      }
    },
  }
}

/**
 * What EmailJS receives for a request. With the company's own template for service requests, every
 * field is a variable of its own, beside the whole request as text; without it, the enquiry's template
 * receives the request in its message, under the enquiry's own variables (README: "The service request").
 */
export function serviceVariables(
  request: ServiceRequest,
  words: ServiceWords,
  { subject, language, ownTemplate }: { subject: string; language: string; ownTemplate: boolean },
): FormValues {
  const message = serviceRequestText(request, words)
  const { user_name, user_email, user_phone } = request.fields
  if (!ownTemplate) return { title: subject, user_name, user_email, user_phone, message }
  return {
    title: subject,
    reference: request.reference,
    language,
    ...request.fields,
    battery_due: request.batteryDue ?? "",
    message,
  }
}
