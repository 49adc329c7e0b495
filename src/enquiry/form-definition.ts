/**
 * What the form machinery of this folder needs to know of a form: where it is, which of its fields
 * a visitor's draft keeps, where the draft is kept, and which of the page's query parameters fill a
 * field. The enquiry (enquiry-form.tsx) and the service request (src/service/) are each one of these;
 * the draft, the restoring, the sending and the fallbacks serve both.
 */
export interface FormDefinition<Field extends string = string> {
  /** The form element's id. */
  id: string
  /** The fields kept in the draft and restored, by name. A group of checkboxes keeps its ticked values, one a line. */
  fields: readonly Field[]
  /** Where the draft is kept in sessionStorage. */
  draftKey: string
  /** The spam trap's id: a field people never see, and robots fill in (form-shell.tsx). */
  trapId: string
  /** A query parameter that fills a field, such as a product's ?message: { message: "message" }. */
  fromAddress?: Readonly<Record<string, string>>
}

/** What a form holds, field by field, as its draft keeps it. */
export type FormValues = Record<string, string>
