import { useEffect, useState } from "react"
import * as styles from "./enquiry-form.module.css"

export interface EnquiryFormProps {
  copy: Queries.EnquiryFormCopyFragment
}

/** Reads ?message from the address bar, the text a product card sends along. */
function messageFromQuery(): string | null {
  if (typeof window === "undefined") return null
  const message = new URLSearchParams(window.location.search).get("message")
  return message && message.trim() ? message : null
}

export function EnquiryForm({ copy }: EnquiryFormProps) {
  const [message, setMessage] = useState(copy.defaultMessage)
  useEffect(() => {
    const fromQuery = messageFromQuery()
    if (fromQuery) setMessage(fromQuery)
  }, [])

  return (
    <form className={styles.form} noValidate onSubmit={event => event.preventDefault()}>
      <input type="hidden" name="title" value={copy.subject} />
      <div className={styles.field}>
        <label htmlFor="user_name">{copy.nameLabel}</label>
        <input id="user_name" name="user_name" type="text" autoComplete="name" maxLength={100} required />
      </div>
      <div className={styles.field}>
        <label htmlFor="user_email">{copy.emailLabel}</label>
        <input id="user_email" name="user_email" type="email" autoComplete="email" maxLength={254} required />
      </div>
      <div className={styles.field}>
        <label htmlFor="user_phone">{copy.phoneLabel}</label>
        <input id="user_phone" name="user_phone" type="tel" autoComplete="tel" maxLength={20} />
      </div>
      <div className={styles.field}>
        <label htmlFor="message">{copy.messageLabel}</label>
        <textarea
          id="message"
          name="message"
          rows={5}
          maxLength={2000}
          value={message}
          onChange={event => setMessage(event.target.value)}
        />
      </div>
      <button type="submit" className={styles.submit}>
        {copy.submitLabel}
      </button>
    </form>
  )
}
