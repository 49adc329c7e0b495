/** The service request on /service, as its browser tests and those every form shares (FormUnderTest) see it. */
import type { Locator, Page } from "@playwright/test"
import { expect } from "./fixtures"
import { field, SDK_FIELDS, type FormUnderTest } from "./form-fixtures"

/** A reference as src/service/service-reference.ts makes it: prefix, year and month, five unmistakable characters. */
export const REFERENCE = /^VPS-\d{4}-[2346789HKQRTWXY]{5}$/
const CODE = REFERENCE.source.slice(1, -1)
/** The reference in a text, such as the success message. */
export const A_REFERENCE = new RegExp(CODE)
const REFERENCE_IN_TITLE = new RegExp(`^Service request (${CODE})$`)

/** A breakdown at a customer's office: the least a breakdown needs, as a visitor fills it in. */
export const CUSTOMER = {
  kind: "Breakdown or fault",
  line: "UPS Systems",
  lineId: "ups-systems",
  description: "The UPS beeps and switches off when the server starts.",
  siteDown: "Yes, work has stopped",
  area: "Satellite",
  address: "12, Shivalik Plaza, near AMA",
  name: "Asha Mehta",
  phone: "098250-41236",
  email: "asha@example.com",
}

/**
 * CUSTOMER's request as the service desk reads it, in the e-mail and in the fallbacks: one line a field,
 * with the symptoms ticked, if any.
 */
export const customerRequestText = (reference: string, symptoms: string[] = [], customer = CUSTOMER) =>
  [
    `Reference: ${reference}`,
    `What do you need?: ${customer.kind}`,
    `Is your site down now?: ${customer.siteDown}`,
    `Product: ${customer.line}`,
    ...(symptoms.length ? [`What is wrong?: ${symptoms.join("; ")}`] : []),
    `What happened, in your own words: ${customer.description}`,
    `Area: ${customer.area}`,
    `Address: ${customer.address}`,
    // Left empty, a breakdown asks for an engineer as soon as possible.
    "Preferred time: As soon as possible, at any hour",
    `Name: ${customer.name}`,
    "Mobile Number: +91 98250 41236",
    `Email (optional): ${customer.email}`,
  ].join("\n")

/** A text as a form sends it in a textarea, as EmailJS's SDK sends the message: each line break a CR LF. */
export const asSent = (text: string) => text.replace(/\n/g, "\r\n")

/** The reference a subject names ("Service request VPS-2611-4K7QX"), failing when it names none. */
export function referenceIn(subject: string): string {
  const reference = REFERENCE_IN_TITLE.exec(subject)?.[1]
  expect(reference, `a reference in the subject "${subject}"`).toBeDefined()
  return reference!
}

/**
 * Ticks a box or chooses a radio button (or unticks a box) as a person does, by tapping the box around it:
 * its label covers the whole box (src/enquiry/choice-group.module.css), so the input itself takes no tap.
 */
export async function tick(answer: Locator, checked = true) {
  if ((await answer.isChecked()) !== checked)
    await answer
      .page()
      .locator(`label[for="${await answer.getAttribute("id")}"]`)
      .click()
  await expect(answer).toBeChecked({ checked })
}

export const kindChoice = (page: Page, kind: string) => page.getByRole("radio", { name: kind })
export const productList = (page: Page) => page.getByRole("combobox", { name: "Product", exact: true })
export const symptom = (page: Page, label: string) => page.getByRole("checkbox", { name: label, exact: true })
export const siteDownGroup = (page: Page) => page.getByRole("group", { name: "Is your site down now?" })

export async function fillServiceRequest(page: Page, customer = CUSTOMER) {
  await tick(kindChoice(page, customer.kind))
  await productList(page).selectOption({ label: customer.line })
  await field(page, "What happened, in your own words").fill(customer.description)
  await tick(page.getByRole("radio", { name: customer.siteDown }))
  await field(page, "Area").fill(customer.area)
  await field(page, "Address").fill(customer.address)
  await field(page, "Name").fill(customer.name)
  await field(page, "Mobile Number").fill(customer.phone)
  await field(page, "Email (optional)").fill(customer.email)
}

export async function expectServiceRequestKept(page: Page, customer = CUSTOMER) {
  await expect(kindChoice(page, customer.kind)).toBeChecked()
  await expect(productList(page)).toHaveValue(customer.lineId)
  await expect(field(page, "What happened, in your own words")).toHaveValue(customer.description)
  await expect(page.getByRole("radio", { name: customer.siteDown })).toBeChecked()
  await expect(field(page, "Area")).toHaveValue(customer.area)
  await expect(field(page, "Address")).toHaveValue(customer.address)
  await expect(field(page, "Name")).toHaveValue(customer.name)
  await expect(field(page, "Mobile Number")).toHaveValue(customer.phone)
  await expect(field(page, "Email (optional)")).toHaveValue(customer.email)
}

export const serviceSendButton = (page: Page) => page.getByRole("button", { name: /^(Send request|Sending…)$/ })

/** Ticks a sign of danger: the safety steps show at once, below the symptoms. */
export async function tickBurningSmell(page: Page) {
  await tick(symptom(page, "Burning smell"))
  await expect(safetyStepsInForm(page)).toBeVisible()
}

/** The safety steps the form shows under the symptoms when a sign of danger is ticked. */
export const safetyStepsInForm = (page: Page) =>
  page.locator("#service-form").getByRole("alert").filter({ hasText: "Stop here first, for your safety:" })

export const SERVICE_REQUEST: FormUnderTest = {
  name: "the service request",
  path: "/service",
  id: "service-form",
  draftKey: "service-draft",
  trap: "#service-website",
  pageTitle: "Book a service",
  fill: page => fillServiceRequest(page),
  expectKeeps: (page, phone = CUSTOMER.phone) => expectServiceRequestKept(page, { ...CUSTOMER, phone }),
  typed: { name: "description", value: CUSTOMER.description },
  sendButton: serviceSendButton,
  successText: new RegExp(`^Request sent\\. Your reference is ${CODE}: quote it when you call us\\.`),
  async expectEmptied(page) {
    await expect(field(page, "Name")).toHaveValue("")
    await expect(kindChoice(page, CUSTOMER.kind)).not.toBeChecked()
    await expect(productList(page)).toHaveValue("")
    await expect(field(page, "What happened, in your own words")).toHaveValue("")
  },
  expectSent(fields) {
    const reference = referenceIn(fields.title)
    expect(fields).toEqual({
      title: `Service request ${reference}`,
      user_name: CUSTOMER.name,
      user_email: CUSTOMER.email,
      user_phone: "+91 98250 41236",
      message: asSent(customerRequestText(reference)),
      ...SDK_FIELDS,
    })
  },
  fallbacks: { email: "support@vanrajpower.in", call: "+91 99090 57814" },
  expectWholeRequest(subject, text) {
    expect(text).toBe(customerRequestText(referenceIn(subject)))
  },
  emptySend: {
    title: "There is a problem with your request",
    problems: [
      ["request_kind", "Choose what you need"],
      ["product_line", "Choose the product, or Not sure"],
      ["area", "Enter your area"],
      ["address", "Enter the address where we should come"],
      ["preferred_date", "Choose a day for the visit"],
      ["preferred_time", "Choose a time for the visit"],
      ["user_name", "Enter your name"],
      ["user_phone", "Enter your mobile number"],
    ],
  },
  fromAddress: {
    search: "?line=inverters",
    async expectKeeps(page) {
      await expect(productList(page)).toHaveValue("inverters")
      await expect(kindChoice(page, CUSTOMER.kind)).toBeChecked()
      await expect(field(page, "What happened, in your own words")).toHaveValue(CUSTOMER.description)
      await expect(field(page, "Mobile Number")).toHaveValue(CUSTOMER.phone)
    },
  },
  async followLinkToIt(page) {
    await page.getByRole("contentinfo").getByRole("link", { name: "Book a service" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a service")
  },
  otherStates: [["safety steps shown", tickBurningSmell]],
}
