/** Links that open the visitor's phone, e-mail, WhatsApp or map app. */

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`
}

export function mailtoHref(email: string, message?: { subject: string; body: string }): string {
  if (!message) return `mailto:${email}`
  return `mailto:${email}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}`
}

export function whatsappHref(phone: string, text?: string): string {
  const number = phone.replace(/\D/g, "")
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`
}

export interface PostalAddress {
  street: string
  city: string
  region: string
  postalCode: string
  country: string
}

export function formatAddress({ street, city, region, postalCode, country }: PostalAddress): string {
  return `${street}, ${city}, ${region} ${postalCode}, ${country}`
}

export function mapHref(address: PostalAddress): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress(address))}`
}
