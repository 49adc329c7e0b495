import { Icon } from "../icons/icon"
import type { EnquiryFallbacks } from "./enquiry-fallbacks"
import * as styles from "./send-status.module.css"

export type SendState =
  "idle" | "invalid" | "sending" | "sent" | "failed" | "notConfigured" | "waitingForConnection" | "trapped"

export interface SendStatusProps {
  state: SendState
  copy: Pick<
    Queries.EnquiryFormCopyFragment,
    | "sendingMessage"
    | "successMessage"
    | "failureMessage"
    | "failureHelp"
    | "notConfiguredMessage"
    | "waitingForConnectionMessage"
    | "trappedMessage"
    | "retryLabel"
    | "emailFallbackLabel"
    | "whatsappFallbackLabel"
    | "callFallbackLabel"
  >
  fallbacks: EnquiryFallbacks
  phone: string
  onRetry: () => void
}

/**
 * Where the outcome of a send is announced: progress and success in a polite status region,
 * failure in an alert, with other ways to send the same enquiry. Both regions are always in
 * the page, so screen readers announce what appears in them.
 */
export function SendStatus({ state, copy, fallbacks, phone, onRetry }: SendStatusProps) {
  const status = {
    sending: copy.sendingMessage,
    sent: copy.successMessage,
    waitingForConnection: copy.waitingForConnectionMessage,
    trapped: copy.trappedMessage,
  }[state as string]
  const problem = { failed: copy.failureMessage, notConfigured: copy.notConfiguredMessage }[state as string]
  return (
    <div className={styles.outcome}>
      <div role="status" className={styles.status} data-state={status ? state : undefined}>
        {status}
      </div>
      <div role="alert" className={styles.problem} data-state={problem ? state : undefined}>
        {problem && (
          <>
            <p className={styles.problemText}>{problem}</p>
            {state === "failed" && <p>{copy.failureHelp}</p>}
            <div className={styles.actions}>
              {state === "failed" && (
                <button type="button" className={styles.retry} onClick={onRetry}>
                  {copy.retryLabel}
                </button>
              )}
              <a href={fallbacks.mailto}>
                <Icon name="mail" /> {copy.emailFallbackLabel}
              </a>
              <a href={fallbacks.whatsapp}>
                <Icon name="whatsapp" /> {copy.whatsappFallbackLabel}
              </a>
              <a href={fallbacks.tel}>
                <Icon name="phone" /> {copy.callFallbackLabel} {phone}
              </a>
            </div>
          </>
        )}
      </div>
    </div>
  )
}
