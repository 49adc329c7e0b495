import type { EmailJsConfig } from "./enquiry-config"
import type { FormValues } from "./form-definition"

/** The SDK has no time limit of its own; a visitor on a weak connection should not wait forever. */
export const SEND_TIMEOUT_MS = 15_000

export type SendOutcome = { ok: true; status: number; text: string } | { ok: false; status: number; text: string }

function loadEmailJs() {
  return import(/* webpackChunkName: "emailjs" */ "@emailjs/browser")
}

/**
 * Starts downloading the EmailJS SDK, which is not part of any page's first download, as soon
 * as the visitor uses the form. If that fails (offline, say), sending simply loads it again.
 */
export function prefetchEmailJs(): void {
  loadEmailJs().catch(() => undefined)
}

/** A form element holding exactly the fields to send (and no spam trap), for the SDK's sendForm. */
function formFor(values: FormValues): HTMLFormElement {
  const form = document.createElement("form")
  for (const [name, value] of Object.entries(values)) {
    // A textarea keeps line breaks, which an input would drop.
    const input = document.createElement(value.includes("\n") ? "textarea" : "input")
    input.name = name
    input.value = value
    form.append(input)
  }
  return form
}

/**
 * The SDK answers in three shapes: an EmailJSResponseStatus for any HTTP reply (and for its
 * own refusals: 403 blocklist, 429 throttle, 451 headless), a TypeError when the network
 * fails, and a plain string when a key is missing. All become { status, text }.
 */
function describeFailure(error: unknown): { status: number; text: string } {
  if (error && typeof error === "object" && "status" in error)
    return {
      status: Number((error as { status: unknown }).status),
      text: String((error as { text?: unknown }).text ?? ""),
    }
  if (error instanceof TypeError) return { status: 0, text: "Network Error" }
  return { status: 0, text: error instanceof Error ? error.message : String(error) }
}

/** Sends `values`, each a variable of the EmailJS template, through the SDK's sendForm. */
export async function sendEnquiry(
  values: FormValues,
  config: EmailJsConfig,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject({ status: 0, text: `No answer within ${timeoutMs / 1000} s` }), timeoutMs)
  })
  try {
    const { default: emailjs } = await Promise.race([loadEmailJs(), timeout])
    // No limitRate option: the SDK records a throttled attempt before sending, so its
    // limiter would refuse the visitor's own retry after a failure.
    const response = await Promise.race([
      emailjs.sendForm(config.serviceId, config.templateId, formFor(values), { publicKey: config.publicKey }),
      timeout,
    ])
    return { ok: true, status: response.status, text: response.text }
  } catch (error) {
    return { ok: false, ...describeFailure(error) }
  } finally {
    clearTimeout(timer)
  }
}
