/** The enquiry's fields, named as the EmailJS template expects them. */
export const ENQUIRY_FIELDS = ["user_name", "user_email", "user_phone", "message"] as const
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number]
export type EnquiryValues = Record<EnquiryField, string>

/** Longest accepted value of each field; the inputs carry the same maxlength. */
export const ENQUIRY_LIMITS: Record<EnquiryField, number> = {
  user_name: 100,
  user_email: 254,
  user_phone: 20,
  message: 2000,
}

export const REQUIRED_FIELDS: readonly EnquiryField[] = ["user_name", "user_email", "user_phone"]

export type EnquiryErrorCode =
  | "nameRequired"
  | "nameNoLetters"
  | "nameTooLong"
  | "emailRequired"
  | "emailMissingAt"
  | "emailInvalid"
  | "emailTooLong"
  | "phoneRequired"
  | "phoneInvalidCharacters"
  | "phoneNotIndian"
  | "phoneWrongLength"
  | "phoneWrongStart"
  | "phoneTooLong"
  | "messageTooLong"

export interface EnquiryError {
  code: EnquiryErrorCode
  /** Fills {max} and {count} in the message. */
  max?: number
  count?: number
}

export type EnquiryErrors = Partial<Record<EnquiryField, EnquiryError>>

const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/

type PhoneCheck = { ok: true; national: string } | { ok: false; error: EnquiryError }

/** Gujarati (૦–૯) and Devanagari (०–९) digits, as a phone's keyboard in those scripts types them, as 0–9. */
export const westernDigits = (text: string) =>
  text.replace(/[\u0AE6-\u0AEF\u0966-\u096F]/g, digit =>
    String(digit.charCodeAt(0) - (digit >= "\u0AE6" ? 0x0ae6 : 0x0966)),
  )

/**
 * An Indian mobile number: an optional +91, 91 or 0 prefix, spaces, dashes and brackets
 * anywhere, then ten digits starting with 6, 7, 8 or 9, in any of the scripts westernDigits reads.
 */
function checkIndianMobile(raw: string): PhoneCheck {
  const value = westernDigits(raw.trim())
  if (/[^\d\s\-()+]/.test(value) || value.lastIndexOf("+") > 0)
    return { ok: false, error: { code: "phoneInvalidCharacters" } }
  const compact = value.replace(/[\s\-()]/g, "")
  let national: string
  if (compact.startsWith("+")) {
    if (!compact.startsWith("+91")) return { ok: false, error: { code: "phoneNotIndian" } }
    national = compact.slice(3)
  } else if (compact.length === 12 && compact.startsWith("91")) national = compact.slice(2)
  else if (compact.length === 11 && compact.startsWith("0")) national = compact.slice(1)
  else national = compact
  if (national.length !== 10) return { ok: false, error: { code: "phoneWrongLength", count: national.length } }
  if (!/^[6-9]/.test(national)) return { ok: false, error: { code: "phoneWrongStart" } }
  return { ok: true, national }
}

export function isIndianMobile(raw: string): boolean {
  return checkIndianMobile(raw).ok
}

/** "098250-41236" becomes "+91 98250 41236"; anything that is not an Indian mobile number, null. */
export function normaliseIndianMobile(raw: string): string | null {
  const result = checkIndianMobile(raw)
  return result.ok ? `+91 ${result.national.slice(0, 5)} ${result.national.slice(5)}` : null
}

export function checkName(name: string): EnquiryError | undefined {
  if (!name) return { code: "nameRequired" }
  if (name.length > ENQUIRY_LIMITS.user_name) return { code: "nameTooLong", max: ENQUIRY_LIMITS.user_name }
  if (!/\p{L}/u.test(name)) return { code: "nameNoLetters" }
}

export function checkEmail(email: string): EnquiryError | undefined {
  if (!email) return { code: "emailRequired" }
  if (email.length > ENQUIRY_LIMITS.user_email) return { code: "emailTooLong", max: ENQUIRY_LIMITS.user_email }
  if (!email.includes("@")) return { code: "emailMissingAt" }
  if (!EMAIL_FORMAT.test(email)) return { code: "emailInvalid" }
}

export function checkPhone(phone: string): EnquiryError | undefined {
  if (!phone) return { code: "phoneRequired" }
  if (phone.length > ENQUIRY_LIMITS.user_phone) return { code: "phoneTooLong", max: ENQUIRY_LIMITS.user_phone }
  const result = checkIndianMobile(phone)
  if (!result.ok) return result.error
}

function checkMessage(message: string): EnquiryError | undefined {
  if (message.length > ENQUIRY_LIMITS.message)
    return { code: "messageTooLong", max: ENQUIRY_LIMITS.message, count: message.length }
}

/** Every problem with what the visitor typed, by field; whitespace alone counts as empty. */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {
    user_name: checkName(values.user_name.trim()),
    user_email: checkEmail(values.user_email.trim()),
    user_phone: checkPhone(values.user_phone.trim()),
    message: checkMessage(values.message.trim()),
  }
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as EnquiryErrors
}

/** True when a required field was left empty: the specification's one message covers that case. */
export function isMissingRequired(errors: EnquiryErrors): boolean {
  return ["nameRequired", "emailRequired", "phoneRequired"].some(code =>
    Object.values(errors).some(error => error?.code === code),
  )
}

/** The values as they are sent: trimmed, with the mobile number in one standard form. */
export function normaliseEnquiry(values: EnquiryValues): EnquiryValues {
  return {
    user_name: values.user_name.trim(),
    user_email: values.user_email.trim(),
    user_phone: normaliseIndianMobile(values.user_phone) ?? values.user_phone.trim(),
    message: values.message.trim(),
  }
}

/** Puts {max} and {count} into a message from content/contact.json. */
export function formatErrorMessage(template: string, error: Pick<EnquiryError, "max" | "count">): string {
  return template.replace("{max}", String(error.max ?? "")).replace("{count}", String(error.count ?? ""))
}
