import { useRef, type ReactNode, type RefObject } from "react"
import { Link } from "../components/ui/link"
import { usePrivacyLinkWords } from "../hooks/use-site"
import { PRIVACY_PATH } from "../lib/catalogue-paths"
import { saveDraft } from "./enquiry-draft"
import type { EnquiryFallbacks } from "./enquiry-fallbacks"
import { ErrorSummary } from "./error-summary"
import type { FormDefinition } from "./form-definition"
import { readForm } from "./read-enquiry"
import { restoreFormScript } from "./restore-enquiry"
import { prefetchEmailJs } from "./send-enquiry"
import { SendStatus, type SendStatusProps } from "./send-status"
import type { FormSender } from "./use-enquiry-sender"
import { useErrorSummary } from "./use-error-summary"
import * as styles from "./enquiry-form.module.css"

export interface FormShellProps<Field extends string, Errors extends Partial<Record<Field, unknown>>> {
  /** The form's id, fields and draft (form-definition.ts). */
  definition: FormDefinition<Field>
  formRef: RefObject<HTMLFormElement>
  /** The form's own layout. */
  className: string
  sender: FormSender<Field>
  /** The words every form shares (the enquiry's, content/contact.json), its outcome's included. */
  copy: SendStatusProps["copy"] &
    Pick<Queries.EnquiryFormCopyFragment, "errorPrefix" | "trapLabel" | "offlineNotice" | "sendingLabel">
  submitLabel: string
  /** What a Send found wrong, field by field, and the error summary's title for it. */
  errors: Errors
  summaryTitle: string
  errorText: (field: Field) => string | undefined
  /** What of the form is checked and sent: a service request leaves out what its kind does not ask. */
  answers?: (values: Record<Field, string>) => Record<Field, string>
  validate: (values: Record<Field, string>) => Errors
  onErrors: (errors: Errors) => void
  /** Called with what the form holds at every key, tap or choice, as the draft keeps it. */
  onValues: (values: Record<Field, string>) => void
  /** Called just before valid answers are sent: the service request makes its reference. */
  onValid?: () => void
  fallbacks: EnquiryFallbacks
  /** The number the outcome offers to call. */
  phone: string
  /** The form's own fields. */
  children: ReactNode
}

/**
 * What every form of the site is around its own fields: the form element, which checks a Send and keeps the
 * draft at every input; the error summary; the spam trap; the offline notice; Send, with the line beside it
 * to the privacy notice; where the outcome is announced; and the script that puts the draft back into the
 * fields as the page is parsed.
 */
export function FormShell<Field extends string, Errors extends Partial<Record<Field, unknown>>>({
  definition,
  formRef,
  className,
  sender,
  copy,
  submitLabel,
  errors,
  summaryTitle,
  errorText,
  answers = values => values,
  validate,
  onErrors,
  onValues,
  onValid,
  fallbacks,
  phone,
  children,
}: FormShellProps<Field, Errors>) {
  const trapRef = useRef<HTMLInputElement>(null)
  const privacy = usePrivacyLinkWords()
  const hasErrors = Object.keys(errors).length > 0
  const { summaryRef, focusSummary } = useErrorSummary(hasErrors, copy.errorPrefix)

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sender.isSending()) return
    const current = answers(readForm(event.currentTarget, definition.fields))
    if (trapRef.current?.value) return sender.refuse("trapped")
    const found = validate(current)
    onErrors(found)
    if (Object.keys(found).length > 0) {
      sender.refuse("invalid")
      focusSummary()
      return
    }
    onValid?.()
    sender.submit(current)
  }

  const handleInput = (event: React.FormEvent<HTMLFormElement>) => {
    const current = readForm(event.currentTarget, definition.fields)
    onValues(current)
    saveDraft(definition.draftKey, current)
  }

  return (
    <>
      {/* The form listens to its fields' input and focus (delegation); it is not itself interactive. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        ref={formRef}
        id={definition.id}
        className={className}
        noValidate
        onSubmit={handleSubmit}
        onInput={handleInput}
        onFocus={() => sender.configured && prefetchEmailJs()}
      >
        {hasErrors && (
          <ErrorSummary
            ref={summaryRef}
            title={summaryTitle}
            items={definition.fields
              .filter(field => errors[field])
              .map(field => ({ field, message: errorText(field)! }))}
          />
        )}
        {children}
        {/* A trap for spam robots: no name (so never sent), hidden from people and assistive technology. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={definition.trapId}>{copy.trapLabel}</label>
          <input ref={trapRef} id={definition.trapId} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {!sender.online && <p className={styles.notice}>{copy.offlineNotice}</p>}
        {/* Never disabled, as a disabled button takes no tap: one before the page can send waits (src/lib/held-taps.ts). */}
        <div className={styles.send}>
          <button type="submit" className={styles.submit} aria-disabled={sender.state === "sending" || undefined}>
            {sender.state === "sending" ? copy.sendingLabel : submitLabel}
          </button>
          {/* A plain link in the same tab: what is typed stays in the tab's draft meanwhile. */}
          <p className={styles.privacy}>
            <Link to={PRIVACY_PATH}>{privacy.formLine}</Link>
          </p>
        </div>
        <SendStatus
          state={sender.state}
          copy={copy}
          fallbacks={fallbacks}
          phone={phone}
          onRetry={() => formRef.current?.requestSubmit()}
        />
      </form>
      {/* Runs as the page is parsed, not when React renders the form on a visit from another page. */}
      <script dangerouslySetInnerHTML={{ __html: restoreFormScript(definition) }} suppressHydrationWarning />
    </>
  )
}
