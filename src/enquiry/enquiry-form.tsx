import { useCallback, useEffect, useRef, useState } from "react"
import { graphql } from "gatsby"
import { useSite } from "../hooks/use-site"
import { emailJsConfig } from "./enquiry-config"
import { clearDraft, loadDraft, saveDraft } from "./enquiry-draft"
import { buildEnquiryFallbacks } from "./enquiry-fallbacks"
import { ErrorSummary } from "./error-summary"
import { FormField } from "./form-field"
import { prefetchEmailJs, sendEnquiry } from "./send-enquiry"
import { SendStatus, type SendState } from "./send-status"
import { useOnlineStatus } from "./use-online-status"
import { watchTypedBeforeHydration } from "./typed-before-hydration"
import {
  ENQUIRY_FIELDS,
  formatErrorMessage,
  isMissingRequired,
  normaliseEnquiry,
  validateEnquiry,
  type EnquiryErrors,
  type EnquiryValues,
} from "./validate-enquiry"
import * as styles from "./enquiry-form.module.css"

const FORM_ID = "enquiry-form"

export interface EnquiryFormProps {
  copy: Queries.EnquiryFormCopyFragment
}

function readValues(form: HTMLFormElement): EnquiryValues {
  const data = new FormData(form)
  return Object.fromEntries(ENQUIRY_FIELDS.map(field => [field, String(data.get(field) ?? "")])) as EnquiryValues
}

/** The text a product card sends along in ?message. */
function messageFromAddress(): string | undefined {
  return new URLSearchParams(window.location.search).get("message")?.trim() || undefined
}

/**
 * The enquiry form. Fields are uncontrolled and what a visitor types before the page has
 * finished loading is kept (see watchTypedBeforeHydration); a draft in sessionStorage survives
 * reloads and other pages, and is cleared only once the company has the enquiry.
 */
export function EnquiryForm({ copy }: EnquiryFormProps) {
  const { emails, phones, whatsapp } = useSite()
  const formRef = useRef<HTMLFormElement>(null)
  const trapRef = useRef<HTMLInputElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const sending = useRef(false)
  const online = useOnlineStatus()
  const [values, setValues] = useState<EnquiryValues>({
    user_name: "",
    user_email: "",
    user_phone: "",
    message: copy.defaultMessage,
  })
  const [errors, setErrors] = useState<EnquiryErrors>({})
  const [state, setState] = useState<SendState>("idle")
  const [summaryShown, setSummaryShown] = useState(0)
  // Started during hydration's first render, before React reaches the fields.
  const [stopWatchingTyped] = useState(() => watchTypedBeforeHydration(FORM_ID))
  // Until React handles the form, sending would be the browser's own submit: a reload with
  // everything typed in the address.
  const [hydrated, setHydrated] = useState(false)

  // Restore: what was typed before the page loaded, then ?message, then the saved draft.
  useEffect(() => {
    const form = formRef.current!
    const typed = stopWatchingTyped?.() ?? {}
    const draft = loadDraft()
    const fromAddress = messageFromAddress()
    for (const field of ENQUIRY_FIELDS) {
      const input = form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement
      const restored = typed[field] ?? (field === "message" ? (fromAddress ?? draft.message) : draft[field])
      if (restored !== undefined) input.value = restored
    }
    const current = readValues(form)
    setValues(current)
    // Typed before React listened, so no input event saved it yet.
    if (Object.keys(typed).length > 0) saveDraft(current)
    setHydrated(true)
  }, [stopWatchingTyped])

  const hasErrors = Object.keys(errors).length > 0
  useEffect(() => {
    if (summaryShown) summaryRef.current?.focus()
  }, [summaryShown])
  useEffect(() => {
    if (!hasErrors) return
    const prefix = `${copy.errorPrefix}: `
    if (!document.title.startsWith(prefix)) document.title = prefix + document.title
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length)
    }
  }, [hasErrors, copy.errorPrefix])

  const config = emailJsConfig()
  const send = useCallback(
    async (toSend: EnquiryValues) => {
      if (!config) return
      sending.current = true
      setState("sending")
      const outcome = await sendEnquiry({ title: copy.subject, ...normaliseEnquiry(toSend) }, config)
      sending.current = false
      if (outcome.ok) {
        console.log("SUCCESS!", outcome.status, outcome.text)
        formRef.current?.reset()
        clearDraft()
        setValues(readValues(formRef.current!))
        setState("sent")
      } else {
        console.warn("FAILED...", outcome.status, outcome.text)
        setState("failed")
      }
    },
    // The configuration is fixed at build time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [copy.subject],
  )

  // An enquiry that waited for the connection goes out as soon as it is back.
  useEffect(() => {
    if (online && state === "waitingForConnection" && formRef.current) void send(readValues(formRef.current))
  }, [online, state, send])

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    const current = readValues(event.currentTarget)
    if (trapRef.current?.value) {
      setState("trapped")
      return
    }
    const found = validateEnquiry(current)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setState("invalid")
      setSummaryShown(count => count + 1)
      return
    }
    if (!config) setState("notConfigured")
    else if (!navigator.onLine) setState("waitingForConnection")
    else void send(current)
  }

  const handleInput = (event: React.FormEvent<HTMLFormElement>) => {
    const current = readValues(event.currentTarget)
    setValues(current)
    saveDraft(current)
  }

  const errorText = (field: keyof EnquiryErrors) => {
    const error = errors[field]
    return error ? formatErrorMessage(copy.errors[error.code], error) : undefined
  }

  const fallbacks = buildEnquiryFallbacks(
    values,
    { nameLabel: copy.nameLabel, emailLabel: copy.emailLabel, phoneLabel: copy.phoneLabel },
    copy.subject,
    { email: emails[0], whatsapp, phone: phones[0] },
  )

  return (
    // The form listens to its fields' input and focus (delegation); it is not itself interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      ref={formRef}
      id={FORM_ID}
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      onInput={handleInput}
      onFocus={() => config && prefetchEmailJs()}
    >
      {hasErrors && (
        <ErrorSummary
          ref={summaryRef}
          title={isMissingRequired(errors) ? copy.requiredError : copy.errorSummaryTitle}
          items={ENQUIRY_FIELDS.filter(field => errors[field]).map(field => ({ field, message: errorText(field)! }))}
        />
      )}
      <input type="hidden" name="title" value={copy.subject} />
      <FormField
        name="user_name"
        label={copy.nameLabel}
        error={errorText("user_name")}
        errorPrefix={copy.errorPrefix}
        autoComplete="name"
        required
      />
      <FormField
        name="user_email"
        label={copy.emailLabel}
        error={errorText("user_email")}
        errorPrefix={copy.errorPrefix}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <FormField
        name="user_phone"
        label={copy.phoneLabel}
        hint={copy.phoneHint}
        error={errorText("user_phone")}
        errorPrefix={copy.errorPrefix}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
      />
      <FormField
        name="message"
        label={copy.messageLabel}
        error={errorText("message")}
        errorPrefix={copy.errorPrefix}
        multiline
        rows={5}
        defaultValue={copy.defaultMessage}
      />
      {/* A trap for spam robots: no name (so never sent), hidden from people and assistive technology. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="enquiry-website">{copy.trapLabel}</label>
        <input ref={trapRef} id="enquiry-website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {!online && <p className={styles.offline}>{copy.offlineNotice}</p>}
      <button
        type="submit"
        className={styles.submit}
        disabled={!hydrated}
        aria-disabled={state === "sending" || undefined}
      >
        {state === "sending" ? copy.sendingLabel : copy.submitLabel}
      </button>
      <SendStatus
        state={state}
        copy={copy}
        fallbacks={fallbacks}
        phone={phones[0]}
        onRetry={() => formRef.current?.requestSubmit()}
      />
    </form>
  )
}

export const query = graphql`
  fragment EnquiryFormCopy on ContactJsonForm {
    subject
    nameLabel
    emailLabel
    phoneLabel
    phoneHint
    messageLabel
    defaultMessage
    submitLabel
    sendingLabel
    requiredError
    errorSummaryTitle
    errorPrefix
    errors {
      nameRequired
      nameNoLetters
      nameTooLong
      emailRequired
      emailMissingAt
      emailInvalid
      emailTooLong
      phoneRequired
      phoneInvalidCharacters
      phoneNotIndian
      phoneWrongLength
      phoneWrongStart
      phoneTooLong
      messageTooLong
    }
    sendingMessage
    successMessage
    failureMessage
    failureHelp
    notConfiguredMessage
    offlineNotice
    waitingForConnectionMessage
    trappedMessage
    retryLabel
    emailFallbackLabel
    whatsappFallbackLabel
    callFallbackLabel
    trapLabel
  }
`
