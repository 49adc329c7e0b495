import { useCallback, useEffect, useRef, useState, type RefObject } from "react"
import { emailJsConfig, type EmailJsConfig } from "./enquiry-config"
import { clearDraft } from "./enquiry-draft"
import type { FormDefinition, FormValues } from "./form-definition"
import { readForm } from "./read-enquiry"
import { sendEnquiry } from "./send-enquiry"
import type { SendState } from "./send-status"
import { useOnlineStatus } from "./use-online-status"

export interface FormSender<Field extends string> {
  state: SendState
  online: boolean
  /** Whether EmailJS is set up (at build time); without it the form offers other ways to send. */
  configured: boolean
  /** Whether a send is under way: a second one waits for its outcome. */
  isSending: () => boolean
  /** Sends valid values now, or once the connection is back, or says online sending is not set up. */
  submit: (values: Record<Field, string>) => void
  /** Sends nothing, and says why: the form has errors, or a robot filled the trap. */
  refuse: (reason: "invalid" | "trapped") => void
}

export interface FormSending<Field extends string> {
  /** The template's variables for what the form holds. */
  variables: (values: Record<Field, string>) => FormValues
  /** Which template takes them: the enquiry's, or another of the company's EmailJS account. */
  config?: (config: EmailJsConfig) => EmailJsConfig
  /** Called once the company has the form, after it is emptied and its draft cleared. */
  onSent: () => void
}

/**
 * The sending of the form `definition` names, as a state the form shows (SendStatus): one send at
 * a time; on success the form is emptied, the draft cleared and `onSent` called, on failure
 * everything stays; a form that waited for the connection goes out as soon as it is back.
 */
export function useFormSender<Field extends string>(
  { fields, draftKey }: FormDefinition<Field>,
  formRef: RefObject<HTMLFormElement>,
  { variables, config: templateFor = config => config, onSent }: FormSending<Field>,
): FormSender<Field> {
  const online = useOnlineStatus()
  const [state, setState] = useState<SendState>("idle")
  const sending = useRef(false)
  const built = emailJsConfig()

  const send = useCallback(
    async (values: Record<Field, string>) => {
      if (!built) return
      sending.current = true
      setState("sending")
      const outcome = await sendEnquiry(variables(values), templateFor(built))
      sending.current = false
      if (outcome.ok) {
        console.log("SUCCESS!", outcome.status, outcome.text)
        formRef.current?.reset()
        clearDraft(draftKey)
        onSent()
        setState("sent")
      } else {
        console.warn("FAILED...", outcome.status, outcome.text)
        setState("failed")
      }
    },
    // The configuration is fixed at build time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [formRef, variables, onSent, draftKey],
  )

  useEffect(() => {
    if (online && state === "waitingForConnection" && formRef.current) void send(readForm(formRef.current, fields))
  }, [online, state, send, formRef, fields])

  return {
    state,
    online,
    configured: built !== null,
    isSending: () => sending.current,
    submit: values => {
      if (!built) setState("notConfigured")
      else if (!navigator.onLine) setState("waitingForConnection")
      else void send(values)
    },
    refuse: setState,
  }
}
