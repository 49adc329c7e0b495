/** The enquiry form on /contact, as its browser tests and those every form shares (FormUnderTest) see it. */
import type { Page } from "@playwright/test"
import { expect } from "./fixtures"
import { field, SDK_FIELDS, type FormUnderTest } from "./form-fixtures"

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
  ...SDK_FIELDS,
}

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

export const ENQUIRY: FormUnderTest = {
  name: "the enquiry",
  path: "/contact",
  id: "enquiry-form",
  draftKey: "enquiry-draft",
  trap: "#enquiry-website",
  pageTitle: "Contact",
  fill: page => fillEnquiry(page),
  expectKeeps: (page, phone = VISITOR.phone) => expectFormKeeps(page, { ...VISITOR, phone }),
  typed: { name: "message", value: VISITOR.message },
  sendButton,
  successText: "Message sent successfully!",
  async expectEmptied(page) {
    await expect(field(page, "Name")).toHaveValue("")
    await expect(field(page, "Message")).toHaveValue("I would like to know more about your services.")
  },
  expectSent: fields => expect(fields).toEqual(SENT_FIELDS),
  fallbacks: { email: "sales@vanrajpower.in", call: "+91 98250 41236" },
  expectWholeRequest(subject, text) {
    expect(subject).toBe("Regarding enquiry")
    expect(text).toBe(
      [VISITOR.message, "", `Name: ${VISITOR.name}`, `Email: ${VISITOR.email}`, `Mobile Number: ${VISITOR.phone}`].join(
        "\n",
      ),
    )
  },
  emptySend: {
    title: "Please fill in all required fields: Name, Email, and Mobile Number.",
    problems: [
      ["user_name", "Enter your name"],
      ["user_email", "Enter your e-mail address"],
      ["user_phone", "Enter your mobile number"],
    ],
  },
  fromAddress: {
    search: "?message=Tell%20me%20about%20inverters",
    expectKeeps: page => expectFormKeeps(page, { ...VISITOR, message: "Tell me about inverters" }),
  },
  async followLinkToIt(page) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact")
  },
  otherStates: [],
}
