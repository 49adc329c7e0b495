import { useEffect, useRef, useState, type RefObject } from "react"
import { saveDraft } from "../enquiry/enquiry-draft"
import { readForm } from "../enquiry/read-enquiry"
import { fillUntouchedFields, savedForm } from "../enquiry/restore-enquiry"
import { SERVICE_FIELDS, SERVICE_FORM, type ServiceValues } from "./service-fields"

/**
 * A product's symptoms are in the form only once it is chosen, after the form is restored: so the draft
 * the page was loaded with (read as hydration starts) gives back the ticked symptoms of a product when
 * its boxes first appear, once a product. The draft is then saved with them.
 */
export function useSymptomsRestored(
  formRef: RefObject<HTMLFormElement>,
  restored: boolean,
  line: string,
  onRestored: (values: ServiceValues) => void,
) {
  const { draftKey, fromAddress = {} } = SERVICE_FORM
  const [draftAtLoad] = useState(() =>
    typeof window === "undefined" ? {} : savedForm(draftKey, window.location.search, fromAddress),
  )
  const shown = useRef(new Set<string>())
  useEffect(() => {
    if (!restored || !line || shown.current.has(line)) return
    shown.current.add(line)
    const form = formRef.current!
    const before = readForm(form, SERVICE_FIELDS)
    fillUntouchedFields(form, ["symptoms"], draftAtLoad)
    const current = readForm(form, SERVICE_FIELDS)
    if (current.symptoms === before.symptoms) return
    onRestored(current)
    saveDraft(draftKey, current)
  }, [formRef, restored, line, draftAtLoad, onRestored, draftKey])
}
