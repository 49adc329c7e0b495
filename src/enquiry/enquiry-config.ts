/** What EmailJS needs to send the form; baked in at build time from the environment. */
export interface EmailJsConfig {
  publicKey: string
  serviceId: string
  templateId: string
  /** The company's own template for service requests, if it has one (src/service/service-sending.ts). */
  serviceTemplateId?: string
}

export const EMAILJS_VARIABLES = {
  publicKey: "GATSBY_EMAILJS_PUBLIC_KEY",
  serviceId: "GATSBY_EMAILJS_SERVICE_ID",
  templateId: "GATSBY_EMAILJS_TEMPLATE_ID",
} as const

/** Gatsby replaces these exact expressions at build time, so they are spelled out. */
const fromBuild = {
  publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
  serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID,
  templateId: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
  serviceTemplateId: process.env.GATSBY_EMAILJS_SERVICE_TEMPLATE_ID,
}

/** The configuration, or null when online sending is not set up (then the form offers other ways). */
export function emailJsConfig(
  values: Partial<Record<keyof EmailJsConfig, string | undefined>> = fromBuild,
): EmailJsConfig | null {
  const publicKey = values.publicKey?.trim()
  const serviceId = values.serviceId?.trim()
  const templateId = values.templateId?.trim()
  const serviceTemplateId = values.serviceTemplateId?.trim() || undefined
  return publicKey && serviceId && templateId
    ? { publicKey, serviceId, templateId, ...(serviceTemplateId && { serviceTemplateId }) }
    : null
}

/** The names of the variables that are missing, for the build's message. */
export function missingEmailJsVariables(env: Record<string, string | undefined>): string[] {
  return Object.values(EMAILJS_VARIABLES).filter(name => !env[name]?.trim())
}
