import { useCallback, useRef, useState } from "react"
import { graphql } from "gatsby"
import { useSite } from "../hooks/use-site"
import { useLanguage } from "../hooks/use-language"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../lib/languages"
import { saveDraft } from "./enquiry-draft"
import { buildEnquiryFallbacks } from "./enquiry-fallbacks"
import { ErrorSummary } from "./error-summary"
import { FormField } from "./form-field"
import { ENQUIRY_FORM } from "./enquiry-definition"
import { readForm } from "./read-enquiry"
import { restoreFormScript } from "./restore-enquiry"
import { prefetchEmailJs } from "./send-enquiry"
import { SendStatus } from "./send-status"
import { useFormSender } from "./use-enquiry-sender"
import { useErrorSummary } from "./use-error-summary"
import { useRestoredForm } from "./use-restored-enquiry"
import {
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  formatErrorMessage,
  isMissingRequired,
  validateEnquiry,
  type EnquiryErrors,
  normaliseEnquiry,
  type EnquiryValues,
} from "./validate-enquiry"
import * as styles from "./enquiry-form.module.css"

const readEnquiry = (form: HTMLFormElement): EnquiryValues => readForm(form, ENQUIRY_FIELDS)

export interface EnquiryFormProps {
  copy: Queries.EnquiryFormCopyFragment
}

/**
 * The enquiry form. Fields are uncontrolled; a draft in sessionStorage survives reloads and other
 * pages, is in the fields from the first paint (use-restored-enquiry.ts), and is cleared only
 * once the company has the enquiry (use-enquiry-sender.ts).
 */
export function EnquiryForm({ copy }: EnquiryFormProps) {
  const { emails, phones, whatsapp } = useSite()
  const formRef = useRef<HTMLFormElement>(null)
  const trapRef = useRef<HTMLInputElement>(null)
  const [values, setValues] = useState<EnquiryValues>({
    user_name: "",
    user_email: "",
    user_phone: "",
    message: copy.defaultMessage,
  })
  const [errors, setErrors] = useState<EnquiryErrors>({})
  useRestoredForm(ENQUIRY_FORM, formRef, setValues)
  const showEmptyForm = useCallback(() => setValues(readEnquiry(formRef.current!)), [])
  // The e-mail's subject tells the company which site the visitor wrote from.
  const language = useLanguage()
  const subject =
    language === DEFAULT_LANGUAGE ? copy.subject : `${copy.subject} (${LANGUAGES[language].englishName} site)`
  const variables = useCallback(
    (current: EnquiryValues) => ({ title: subject, ...normaliseEnquiry(current) }),
    [subject],
  )
  const sender = useFormSender(ENQUIRY_FORM, formRef, { variables, onSent: showEmptyForm })
  const { state, online } = sender

  const hasErrors = Object.keys(errors).length > 0
  const { summaryRef, focusSummary } = useErrorSummary(hasErrors, copy.errorPrefix)

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sender.isSending()) return
    const current = readEnquiry(event.currentTarget)
    if (trapRef.current?.value) return sender.refuse("trapped")
    const found = validateEnquiry(current)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      sender.refuse("invalid")
      focusSummary()
    } else sender.submit(current)
  }

  const handleInput = (event: React.FormEvent<HTMLFormElement>) => {
    const current = readEnquiry(event.currentTarget)
    setValues(current)
    saveDraft(ENQUIRY_FORM.draftKey, current)
  }

  const errorText = (field: keyof EnquiryErrors) => {
    const error = errors[field]
    return error ? formatErrorMessage(copy.errors[error.code], error) : undefined
  }

  const fallbacks = buildEnquiryFallbacks(
    values,
    { nameLabel: copy.nameLabel, emailLabel: copy.emailLabel, phoneLabel: copy.phoneLabel },
    subject,
    { email: emails[0], whatsapp, phone: phones[0] },
  )

  return (
    <>
      {/* The form listens to its fields' input and focus (delegation); it is not itself interactive. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        ref={formRef}
        id={ENQUIRY_FORM.id}
        className={styles.form}
        noValidate
        onSubmit={handleSubmit}
        onInput={handleInput}
        onFocus={() => sender.configured && prefetchEmailJs()}
      >
        {hasErrors && (
          <ErrorSummary
            ref={summaryRef}
            title={isMissingRequired(errors) ? copy.requiredError : copy.errorSummaryTitle}
            items={ENQUIRY_FIELDS.filter(field => errors[field]).map(field => ({ field, message: errorText(field)! }))}
          />
        )}
        <input type="hidden" name="title" value={subject} />
        <FormField
          name="user_name"
          maxLength={ENQUIRY_LIMITS.user_name}
          label={copy.nameLabel}
          error={errorText("user_name")}
          errorPrefix={copy.errorPrefix}
          autoComplete="name"
          required
        />
        <FormField
          name="user_email"
          maxLength={ENQUIRY_LIMITS.user_email}
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
          maxLength={ENQUIRY_LIMITS.user_phone}
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
          maxLength={ENQUIRY_LIMITS.message}
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
        {!online && <p className={styles.notice}>{copy.offlineNotice}</p>}
        {/* Never disabled, as a disabled button takes no tap: one before the page can send waits (src/lib/held-taps.ts). */}
        <button type="submit" className={styles.submit} aria-disabled={state === "sending" || undefined}>
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
      {/* Runs as the page is parsed, not when React renders the form on a visit from another page. */}
      <script dangerouslySetInnerHTML={{ __html: restoreFormScript(ENQUIRY_FORM) }} suppressHydrationWarning />
    </>
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
