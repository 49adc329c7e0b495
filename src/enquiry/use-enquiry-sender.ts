import { useCallback, useEffect, useRef, useState, type RefObject } from "react"
import { emailJsConfig } from "./enquiry-config"
import { clearDraft } from "./enquiry-draft"
import { readEnquiry } from "./read-enquiry"
import { sendEnquiry } from "./send-enquiry"
import type { SendState } from "./send-status"
import { useOnlineStatus } from "./use-online-status"
import { normaliseEnquiry, type EnquiryValues } from "./validate-enquiry"

export interface EnquirySender {
  state: SendState
  online: boolean
  /** Whether EmailJS is set up (at build time); without it the form offers other ways to send. */
  configured: boolean
  /** Whether a send is under way: a second one waits for its outcome. */
  isSending: () => boolean
  /** Sends a valid enquiry now, or once the connection is back, or says online sending is not set up. */
  submit: (values: EnquiryValues) => void
  /** Sends nothing, and says why: the enquiry has errors, or a robot filled the trap. */
  refuse: (reason: "invalid" | "trapped") => void
}

/**
 * The sending of the enquiry in `formRef`, as a state the form shows (SendStatus): one send at a
 * time; on success the form is emptied, the draft cleared and `onSent` called, on failure
 * everything stays; an enquiry that waited for the connection goes out as soon as it is back.
 */
export function useEnquirySender(
  formRef: RefObject<HTMLFormElement>,
  subject: string,
  onSent: () => void,
): EnquirySender {
  const online = useOnlineStatus()
  const [state, setState] = useState<SendState>("idle")
  const sending = useRef(false)
  const config = emailJsConfig()

  const send = useCallback(
    async (values: EnquiryValues) => {
      if (!config) return
      sending.current = true
      setState("sending")
      const outcome = await sendEnquiry({ title: subject, ...normaliseEnquiry(values) }, config)
      sending.current = false
      if (outcome.ok) {
        console.log("SUCCESS!", outcome.status, outcome.text)
        formRef.current?.reset()
        clearDraft()
        onSent()
        setState("sent")
      } else {
        console.warn("FAILED...", outcome.status, outcome.text)
        setState("failed")
      }
    },
    // The configuration is fixed at build time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [formRef, subject, onSent],
  )

  useEffect(() => {
    if (online && state === "waitingForConnection" && formRef.current) void send(readEnquiry(formRef.current))
  }, [online, state, send, formRef])

  return {
    state,
    online,
    configured: config !== null,
    isSending: () => sending.current,
    submit: values => {
      if (!config) setState("notConfigured")
      else if (!navigator.onLine) setState("waitingForConnection")
      else void send(values)
    },
    refuse: setState,
  }
}
