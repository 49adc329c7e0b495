import type { FormDefinition } from "./form-definition"
import { ENQUIRY_FIELDS, type EnquiryField } from "./validate-enquiry"

/** The enquiry's form, its draft, and the ?message a product's Contact Us sends along. */
export const ENQUIRY_FORM: FormDefinition<EnquiryField> = {
  id: "enquiry-form",
  fields: ENQUIRY_FIELDS,
  draftKey: "enquiry-draft",
  trapId: "enquiry-website",
  fromAddress: { message: "message" },
}
