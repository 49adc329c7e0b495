import type { FormDefinition } from "../enquiry/form-definition"

/**
 * The service request's fields, in the order the form asks them, named as the company's own EmailJS
 * template for service requests receives them (README: "The service request").
 */
export const SERVICE_FIELDS = [
  "request_kind",
  "product_line",
  "brand",
  "model",
  "serial_number",
  "installed_year",
  "battery_kind",
  "symptoms",
  "description",
  "site_down",
  "area",
  "address",
  "preferred_date",
  "preferred_time",
  "user_name",
  "user_phone",
  "user_email",
] as const
export type ServiceField = (typeof SERVICE_FIELDS)[number]
export type ServiceValues = Record<ServiceField, string>

/** The service request's form, its draft, and the product line a line's page sends along (?line=ups-systems). */
export const SERVICE_FORM: FormDefinition<ServiceField> = {
  id: "service-form",
  fields: SERVICE_FIELDS,
  draftKey: "service-draft",
  trapId: "service-website",
  fromAddress: { line: "product_line" },
}

/** What the lists offer for a visitor who does not know; and an urgent request's time: at once, at any hour. */
export const NOT_SURE = "not-sure"
export const ANY_TIME = "any"

/** Longest accepted text of each field that takes typing; the inputs carry the same maxlength. */
export const SERVICE_LIMITS = {
  model: 60,
  serial_number: 60,
  description: 2000,
  area: 100,
  address: 300,
  user_name: 100,
  user_phone: 20,
  user_email: 254,
} as const satisfies Partial<Record<ServiceField, number>>
