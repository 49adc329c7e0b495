import { useCallback, useRef, useState } from "react"
import { graphql } from "gatsby"
import { useSite } from "../hooks/use-site"
import { useLanguage } from "../hooks/use-language"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../lib/languages"
import { buildEnquiryFallbacks } from "./enquiry-fallbacks"
import { FormField } from "./form-field"
import { FormShell } from "./form-shell"
import { ENQUIRY_FORM } from "./enquiry-definition"
import { readForm } from "./read-enquiry"
import { useFormSender } from "./use-enquiry-sender"
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
    <FormShell
      definition={ENQUIRY_FORM}
      formRef={formRef}
      className={styles.form}
      sender={sender}
      copy={copy}
      submitLabel={copy.submitLabel}
      errors={errors}
      summaryTitle={isMissingRequired(errors) ? copy.requiredError : copy.errorSummaryTitle}
      errorText={errorText}
      validate={validateEnquiry}
      onErrors={setErrors}
      onValues={setValues}
      fallbacks={fallbacks}
      phone={phones[0]}
    >
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
    </FormShell>
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
