import type { ServiceField, ServiceValues } from "./service-fields"

/** What each group of the service form's questions is given: the words, what the form holds, and each field's error. */
export interface ServiceFieldsProps {
  words: Queries.ServiceFormWordsFragment
  values: ServiceValues
  /** The message beside a field, or nothing. */
  errorText: (field: ServiceField) => string | undefined
  errorPrefix: string
}
