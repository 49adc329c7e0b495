import { mailtoHref, telHref, whatsappHref } from "../lib/contact-links"
import type { EnquiryValues } from "./validate-enquiry"

export interface FallbackLabels {
  nameLabel: string
  emailLabel: string
  phoneLabel: string
}

/** The enquiry as plain text, for an e-mail body or a WhatsApp message. */
export function buildEnquiryText(values: EnquiryValues, labels: FallbackLabels): string {
  return [
    values.message.trim(),
    "",
    `${labels.nameLabel}: ${values.user_name.trim()}`,
    `${labels.emailLabel}: ${values.user_email.trim()}`,
    `${labels.phoneLabel}: ${values.user_phone.trim()}`,
  ].join("\n")
}

export interface EnquiryFallbacks {
  mailto: string
  whatsapp: string
  tel: string
}

/** Other ways to send the same form, written as `body` under `subject`, when online sending is not possible. */
export function buildFallbacks(
  body: string,
  subject: string,
  company: { email: string; whatsapp: string; phone: string },
): EnquiryFallbacks {
  return {
    mailto: mailtoHref(company.email, { subject, body }),
    whatsapp: whatsappHref(company.whatsapp, `${subject}\n\n${body}`),
    tel: telHref(company.phone),
  }
}

/** Other ways to send the same enquiry when online sending is not possible. */
export function buildEnquiryFallbacks(
  values: EnquiryValues,
  labels: FallbackLabels,
  subject: string,
  company: { email: string; whatsapp: string; phone: string },
): EnquiryFallbacks {
  return buildFallbacks(buildEnquiryText(values, labels), subject, company)
}
