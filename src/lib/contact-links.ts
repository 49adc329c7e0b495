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

/** Where the business is: its address, and its position if content/site.json gives one (`geo`). */
export interface Place {
  address: PostalAddress
  geo?: { latitude: number; longitude: number } | null
}

/** A degree as a map's URL writes it: at most 7 decimals (about a centimetre), never in exponent form. */
const degrees = (value: number) => value.toFixed(7).replace(/\.?0+$/, "")

/**
 * A plain link to a map of the place, which a phone opens in its maps app: Google Maps' universal search URL
 * (developers.google.com/maps/documentation/urls/get-started), at the position when there is one (a search for
 * "latitude,longitude" puts the pin there, in any language), else at the address.
 */
export function mapHref({ address, geo }: Place): string {
  const query = geo ? `${degrees(geo.latitude)},${degrees(geo.longitude)}` : encodeURIComponent(formatAddress(address))
  return `https://www.google.com/maps/search/?api=1&query=${query}`
}
