/** What the enquiry form's browser tests share: a visitor, the form's fields, and EmailJS answered in the browser. */
import type { Page, Request, Route } from "@playwright/test"
import { expect } from "./fixtures"

const SEND_URL = "https://api.emailjs.com/api/v1.0/email/send-form"
export const FAILED_REQUEST = /Failed to load resource|net::ERR_/

export const VISITOR = {
  name: "Rajesh Patel",
  email: "rajesh@example.com",
  phone: "098250-41236",
  message: "We need a 10 kVA online UPS for our clinic.",
}

/** What EmailJS's SDK sends for VISITOR's enquiry, the phone number written out, with the test keys (playwright.config.ts). */
export const SENT_FIELDS = {
  title: "Regarding enquiry",
  user_name: "Rajesh Patel",
  user_email: "rajesh@example.com",
  user_phone: "+91 98250 41236",
  message: "We need a 10 kVA online UPS for our clinic.",
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

export const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true })

export async function fillEnquiry(page: Page, visitor = VISITOR) {
  await field(page, "Name").fill(visitor.name)
  await field(page, "Email").fill(visitor.email)
  await field(page, "Mobile Number").fill(visitor.phone)
  await field(page, "Message").fill(visitor.message)
}

export async function expectFormKeeps(page: Page, visitor = VISITOR) {
  await expect(field(page, "Name")).toHaveValue(visitor.name)
  await expect(field(page, "Email")).toHaveValue(visitor.email)
  await expect(field(page, "Mobile Number")).toHaveValue(visitor.phone)
  await expect(field(page, "Message")).toHaveValue(visitor.message)
}

export const sendButton = (page: Page) => page.getByRole("button", { name: /^(Send Message|Sending…)$/ })
