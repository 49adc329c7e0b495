/**
 * What the browser tests of the site's forms share: EmailJS answered inside the browser, and each form
 * described once (FormUnderTest), so that what every form promises (e2e/forms-*.spec.ts) is tested on
 * the enquiry (e2e/enquiry-fixtures.ts) and the service request (e2e/service-fixtures.ts) alike.
 */
import type { Locator, Page, Request, Route } from "@playwright/test"

const SEND_URL = "https://api.emailjs.com/api/v1.0/email/send-form"
export const FAILED_REQUEST = /Failed to load resource|net::ERR_/

/** What EmailJS's SDK adds to every form it sends, with the test keys (playwright.config.ts). */
export const SDK_FIELDS = {
  lib_version: "4.4.1",
  service_id: "test-service",
  template_id: "test-template",
  user_id: "test-public-key",
}

/** The fields of a multipart/form-data body, as the EmailJS SDK sends them. */
export function multipartFields(body: string): Record<string, string> {
  return Object.fromEntries(
    Array.from(body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g), match => [match[1], match[2]]),
  )
}

/** The fields of a request's multipart/form-data body. */
export const formFields = (request: Request) => multipartFields(request.postData() ?? "")

/** Answers EmailJS inside the browser and records every request. */
export async function answerEmailJs(page: Page, answer: (route: Route) => Promise<void> | void) {
  const requests: Request[] = []
  await page.route(SEND_URL, async route => {
    requests.push(route.request())
    await answer(route)
  })
  return requests
}

/** A text box, by its label. */
export const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true })

/** A form as its shared tests see it: where it is, how a visitor fills it in, and what it sends and offers. */
export interface FormUnderTest {
  /** As the tests' titles name it. */
  name: string
  path: string
  /** The form element's id. */
  id: string
  /** Where its draft is kept in sessionStorage. */
  draftKey: string
  /** Its spam trap, hidden from people. */
  trap: string
  /** The page's title before " | " and the site's name. */
  pageTitle: string
  /** Fills in a complete, valid request, as a person would, in the page as it is (hydrated or not). */
  fill(page: Page): Promise<void>
  /** Every field still holds what fill() gave it, or `phone` in the mobile number's, when it was typed again. */
  expectKeeps(page: Page, phone?: string): Promise<void>
  /** A text fill() types, which the draft keeps and the sent request carries: its field's name and its value. */
  typed: { name: string; value: string }
  sendButton(page: Page): Locator
  successText: string | RegExp
  /** Once sent, the form holds nothing the visitor typed, and shows what a fresh one shows. */
  expectEmptied(page: Page): Promise<void>
  /** The fields EmailJS receives for what fill() typed, the SDK's own included. */
  expectSent(fields: Record<string, string>): void
  /** Where the other ways to send go when online sending fails: the e-mail address and the number to call. */
  fallbacks: { email: string; call: string }
  /** The subject and the whole request as text, which the e-mail and WhatsApp fallbacks carry. */
  expectWholeRequest(subject: string, text: string): void
  /** An empty Send: the error summary's title, and each problem's field (its id) and message, in order. */
  emptySend: { title: string; problems: [string, string][] }
  /** What a link to it sends along in the address (?message, ?line), which comes before the draft's. */
  fromAddress: { search: string; expectKeeps(page: Page): Promise<void> }
  /** From another page of the site, follows a link to the form, as a visitor does. */
  followLinkToIt(page: Page): Promise<void>
  /** What else the form shows before it is sent, each a state its accessibility is checked in. */
  otherStates: [string, (page: Page) => Promise<void>][]
}
