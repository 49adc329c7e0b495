import { ENQUIRY_FIELDS, type EnquiryValues } from "./validate-enquiry"

/** The enquiry as the form's fields hold it. */
export function readEnquiry(form: HTMLFormElement): EnquiryValues {
  const data = new FormData(form)
  return Object.fromEntries(ENQUIRY_FIELDS.map(field => [field, String(data.get(field) ?? "")])) as EnquiryValues
}
