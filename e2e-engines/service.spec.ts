/**
 * The service request in WebKit and Gecko, on a phone, where most visitors book one: the safety steps
 * a sign of danger shows, a breakdown sent with its reference, and a failed send that loses nothing.
 * What else it does is tested in Chromium (e2e/service.spec.ts, e2e/forms-*.spec.ts).
 */
import { multipartFields, SDK_FIELDS } from "../e2e/form-fixtures"
import { PHONE } from "../e2e/routes"
import { asSent, CUSTOMER, customerRequestText, REFERENCE, referenceIn } from "../e2e/service-fixtures"
import { test, expect, gotoHydrated, type Tab } from "./fixtures"

const SEND_URL = "https://api.emailjs.com/api/v1.0/email/send-form"
const FORM = "#service-form"
const SEND = `${FORM} button[type="submit"]`
/** Where the form says how the send went: a status for progress and success, an alert after it for failure. */
const STATUS = `${FORM} [role="status"]:has(+ [role="alert"])`
const FAILURE = `${FORM} [role="status"] + [role="alert"]`
/** The safety steps a ticked sign of danger shows, with the breakdown line. */
const SAFETY_STEPS = `${FORM} [role="alert"] ol`
const BREAKDOWN_LINE = `${FORM} [role="alert"] a[href="tel:+919909057814"]`

/** A line's "Book a service" sends the line along. */
const FROM_UPS_SYSTEMS = "/service?line=ups-systems"
const TYPED = {
  "#description": CUSTOMER.description,
  "#area": CUSTOMER.area,
  "#address": CUSTOMER.address,
  "#user_name": CUSTOMER.name,
  "#user_phone": CUSTOMER.phone,
  "#user_email": CUSTOMER.email,
}
const CHOSEN = {
  request_kind: ["breakdown"],
  product_line: ["ups-systems"],
  symptoms: ["burning-smell"],
  site_down: ["yes"],
}

/** Ticks a box or chooses a radio button as a person does, by tapping its box: its label covers the whole box. */
async function choose(tab: Tab, name: string, value: string) {
  const id = await tab.evaluate(
    (name, value) => document.querySelector(`input[name="${name}"][value="${value}"]`)!.id,
    name,
    value,
  )
  await tab.click(`label[for="${id}"]`)
}

/** A breakdown with a burning smell, as a visitor taps and types it. */
async function fillBreakdown(tab: Tab) {
  await choose(tab, "request_kind", "breakdown")
  await choose(tab, "symptoms", "burning-smell")
  await choose(tab, "site_down", "yes")
  for (const [selector, text] of Object.entries(TYPED)) await tab.fill(selector, text)
}

async function expectKept(tab: Tab) {
  for (const [selector, text] of Object.entries(TYPED))
    await expect.poll(() => tab.value(selector), selector).toBe(text)
  const chosen = await tab.evaluate(
    (form, names) => {
      const data = new FormData(document.querySelector(form) as HTMLFormElement)
      return Object.fromEntries(names.map(name => [name, data.getAll(name)]))
    },
    FORM,
    Object.keys(CHOSEN),
  )
  expect(chosen).toEqual(CHOSEN)
}

test.use({ viewport: PHONE })

test("a breakdown's sign of danger shows the safety steps at once, and the request is sent with its reference", async ({
  tab,
}) => {
  const requests = await tab.answer(SEND_URL, () => ({ status: 200, body: "OK" }))
  await gotoHydrated(tab, FROM_UPS_SYSTEMS)
  expect(await tab.isShown(SAFETY_STEPS)).toBe(false)
  await fillBreakdown(tab)
  expect(await tab.isShown(SAFETY_STEPS)).toBe(true)
  expect(await tab.isShown(BREAKDOWN_LINE)).toBe(true)
  await tab.click(SEND)
  await expect.poll(() => tab.text(STATUS)).toMatch(/^Request sent\. Your reference is /)
  const reference = /Your reference is (\S+):/.exec((await tab.text(STATUS))!)![1]
  expect(reference).toMatch(REFERENCE)
  expect(requests).toHaveLength(1)
  expect(multipartFields(requests[0].body)).toEqual({
    title: `Service request ${reference}`,
    user_name: CUSTOMER.name,
    user_email: CUSTOMER.email,
    user_phone: "+91 98250 41236",
    message: asSent(customerRequestText(reference, ["Burning smell"])),
    ...SDK_FIELDS,
  })
})

test("a failed send keeps everything and offers e-mail, WhatsApp and the breakdown line with the whole request", async ({
  tab,
}) => {
  await tab.answer(SEND_URL, () => ({ status: 500, body: "Internal Server Error" }))
  await gotoHydrated(tab, FROM_UPS_SYSTEMS)
  await fillBreakdown(tab)
  await tab.click(SEND)
  await expect.poll(() => tab.text(FAILURE)).toContain("Failed to send the message, please try again.")
  await expectKept(tab)
  const offered = await tab.evaluate(failure => {
    const element = document.querySelector(failure)!
    return {
      buttons: Array.from(element.querySelectorAll("button"), button => button.textContent),
      links: Object.fromEntries(
        Array.from(element.querySelectorAll("a"), link => [link.textContent!.trim(), link.getAttribute("href")!]),
      ) as Record<string, string>,
    }
  }, FAILURE)
  expect(offered.buttons).toEqual(["Try again"])
  const { "Send by e-mail": mailto, "Send on WhatsApp": whatsapp, "Call +91 99090 57814": call } = offered.links
  const [, subject, body] = /^mailto:support@vanrajpower\.in\?subject=([^&]*)&body=(.*)$/.exec(mailto)!
  const reference = referenceIn(decodeURIComponent(subject))
  expect(decodeURIComponent(body)).toBe(customerRequestText(reference, ["Burning smell"]))
  expect(whatsapp).toBe(
    `https://wa.me/919825041236?text=${encodeURIComponent(`Service request ${reference}\n\n${decodeURIComponent(body)}`)}`,
  )
  expect(call).toBe("tel:+919909057814")
})
