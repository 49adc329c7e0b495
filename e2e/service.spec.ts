/**
 * What the service request does beyond what every form does (forms-sending.spec.ts, forms-draft.spec.ts):
 * its reference, the safety steps, the questions each kind of request asks, the product a line's page
 * sends along, batteries due for replacement, and the Gujarati page (README: "Booking a service").
 */
import type { Page } from "@playwright/test"
import { gu as guService } from "../content/service.json"
import { test, expect, expectNoAxeViolations, gotoHydrated, interact, waitForHydration } from "./fixtures"
import { answerEmailJs, FAILED_REQUEST, field, formFields } from "./form-fixtures"
import {
  CUSTOMER,
  asSent,
  customerRequestText,
  fillServiceRequest,
  kindChoice,
  productList,
  A_REFERENCE,
  REFERENCE,
  referenceIn,
  safetyStepsInForm,
  serviceSendButton,
  siteDownGroup,
  symptom,
  tick,
} from "./service-fixtures"

/** The reference the success message gives the visitor. */
async function shownReference(page: Page) {
  const status = page.getByRole("status").filter({ hasText: "Request sent." })
  await expect(status).toBeVisible()
  const reference = /Your reference is (\S+):/.exec(await status.innerText())?.[1] ?? ""
  expect(reference).toMatch(REFERENCE)
  return reference
}

const BREAKDOWN_LINE = { name: "Call 24/7 +91 99090 57814", href: "tel:+919909057814" }
const FIRST_STEP = "Flames or thick smoke: get everyone out, call the fire brigade on 101, and do not go back in."

test.describe("the reference", () => {
  test("is shown once the request is sent, and is the one in its e-mail's subject and message", async ({ page }) => {
    const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
    await gotoHydrated(page, "/service")
    await fillServiceRequest(page)
    await serviceSendButton(page).click()
    const reference = await shownReference(page)
    const sent = formFields(requests[0])
    expect(sent.title).toBe(`Service request ${reference}`)
    expect(sent.message.split("\r\n")[0]).toBe(`Reference: ${reference}`)
    expect(sent.message).toBe(asSent(customerRequestText(reference)))
  })

  test.describe(() => {
    test.use({ allowConsoleErrors: FAILED_REQUEST })

    test("stays the same after a failure, on Try again and after a reload, and a new request gets a new one", async ({
      page,
    }) => {
      let answer = { status: 503, body: "Service Unavailable" }
      const requests = await answerEmailJs(page, route => route.fulfill(answer))
      await gotoHydrated(page, "/service")
      await fillServiceRequest(page)
      await serviceSendButton(page).click()
      await expect(page.getByRole("button", { name: "Try again" })).toBeVisible()
      const reference = referenceIn(formFields(requests[0]).title)
      const mailto = await page.getByRole("link", { name: "Send by e-mail" }).getAttribute("href")
      expect(decodeURIComponent(mailto!)).toContain(
        `?subject=Service request ${reference}&body=Reference: ${reference}`,
      )

      await page.getByRole("button", { name: "Try again" }).click()
      await expect.poll(() => requests.length).toBe(2)
      await expect(serviceSendButton(page)).toHaveText("Send request")
      await page.reload()
      await interact(page)
      await waitForHydration(page)
      answer = { status: 200, body: "OK" }
      await serviceSendButton(page).click()
      expect(await shownReference(page)).toBe(reference)
      expect(requests.map(request => referenceIn(formFields(request).title))).toEqual([reference, reference, reference])

      await fillServiceRequest(page)
      await serviceSendButton(page).click()
      await expect.poll(() => requests.length).toBe(4)
      const next = referenceIn(formFields(requests[3]).title)
      expect(next).not.toBe(reference)
      expect(await shownReference(page)).toBe(next)
    })
  })
})

test.describe("a sign of danger", { tag: "@content" }, () => {
  test("ticked, shows the safety steps and the 24/7 breakdown line in the form at once, as an alert", async ({
    page,
  }) => {
    await gotoHydrated(page, "/service")
    const steps = safetyStepsInForm(page)
    await expect(steps).toBeHidden()
    await tick(symptom(page, "Burning smell"))
    await expect(steps).toBeVisible()
    await expect(steps.getByRole("listitem").first()).toHaveText(FIRST_STEP)
    await expect(steps.getByRole("link", { name: BREAKDOWN_LINE.name })).toHaveAttribute("href", BREAKDOWN_LINE.href)
    await tick(symptom(page, "Burning smell"), false)
    await expect(steps).toBeHidden()
    // A product's own signs of danger too.
    await productList(page).selectOption({ label: "Batteries" })
    await tick(symptom(page, "Swollen or bulging case"))
    await expect(steps).toBeVisible()
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("the safety steps and the breakdown line are the page's first section, and a ticked sign shows them in the form", async ({
      page,
    }) => {
      await page.goto("/service")
      const main = page.getByRole("main")
      const safety = main.getByRole("region", { name: /^Smoke, a burning smell, sparks/ })
      await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText(
        "Smoke, a burning smell, sparks, or a swollen or leaking battery? Do this first",
      )
      await expect(safety.getByRole("listitem").first()).toHaveText(FIRST_STEP)
      await expect(safety.getByRole("link", { name: BREAKDOWN_LINE.name })).toHaveAttribute("href", BREAKDOWN_LINE.href)
      await expect(safety).toBeVisible()
      await expect(safetyStepsInForm(page)).toBeHidden()
      await tick(symptom(page, "Burning smell"))
      await expect(safetyStepsInForm(page)).toBeVisible()
      await expect(safetyStepsInForm(page).getByRole("link", { name: BREAKDOWN_LINE.name })).toBeVisible()
    })
  })
})

test.describe("each kind of request", { tag: "@content" }, () => {
  // Hidden where it does not apply, and disabled, as Safari shows hidden options.
  const anyHour = (page: Page) =>
    page
      .getByRole("combobox", { name: "Preferred time" })
      .getByRole("option", { name: "As soon as possible, at any hour", includeHidden: true })
  const symptomsGroup = (page: Page) => page.getByRole("group", { name: "What is wrong?" })

  test("a breakdown asks what is wrong and whether the site is down, and may ask for an engineer at any hour", async ({
    page,
  }) => {
    await gotoHydrated(page, "/service")
    await tick(kindChoice(page, "Breakdown or fault"))
    await expect(symptomsGroup(page)).toBeVisible()
    await expect(siteDownGroup(page)).toBeVisible()
    await expect(anyHour(page)).toBeEnabled()
    await page
      .getByRole("combobox", { name: "Preferred time" })
      .selectOption({ label: "As soon as possible, at any hour" })
    await expect(page.getByLabel("Preferred day")).not.toHaveAttribute("required")
  })

  test("an AMC visit asks neither what is wrong nor whether the site is down, and sends none of it", async ({
    page,
  }) => {
    const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
    await gotoHydrated(page, "/service")
    // Answered for a breakdown first, then changed to an AMC visit.
    await fillServiceRequest(page)
    await tick(symptom(page, "Beeping, continuously or often"))
    await tick(kindChoice(page, "AMC visit or renewal"))
    await expect(symptomsGroup(page)).toBeHidden()
    await expect(field(page, "What happened, in your own words")).toBeHidden()
    await expect(siteDownGroup(page)).toBeHidden()
    await expect(anyHour(page)).toBeDisabled()
    await expect(page.getByLabel("Preferred day")).toHaveAttribute("required")

    // The company visits Monday to Saturday, from today on its clock (India, UTC+5:30): a weekday two days on.
    const day = new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000)
    if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1)
    const date = day.toISOString().slice(0, 10)
    await page.getByLabel("Preferred day").fill(date)
    await page.getByRole("combobox", { name: "Preferred time" }).selectOption({ label: "Morning, 9:30 to 12:30" })
    await serviceSendButton(page).click()
    const reference = await shownReference(page)
    expect(formFields(requests[0]).message).toBe(
      asSent(
        [
          `Reference: ${reference}`,
          "What do you need?: AMC visit or renewal",
          "Product: UPS Systems",
          `Area: ${CUSTOMER.area}`,
          `Address: ${CUSTOMER.address}`,
          `Preferred day: ${date}`,
          "Preferred time: Morning, 9:30 to 12:30",
          `Name: ${CUSTOMER.name}`,
          "Mobile Number: +91 98250 41236",
          `Email (optional): ${CUSTOMER.email}`,
        ].join("\n"),
      ),
    )
  })
})

test(
  "a product line's Book a service arrives with the line chosen and its symptoms offered",
  { tag: "@content" },
  async ({ page }) => {
    await gotoHydrated(page, "/our-products/ups-systems")
    await page.getByRole("link", { name: "Book a service" }).first().click()
    await expect(page).toHaveURL(/\/service\?line=ups-systems$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a service")
    await expect(productList(page)).toHaveValue("ups-systems")
    await expect(symptom(page, "Beeping, continuously or often")).toBeVisible()
    await expect(symptom(page, "Shows overload, or switches off with the load on")).toBeVisible()
    await expect(symptom(page, "Burning smell")).toBeVisible()
    // Another line's symptoms are not offered.
    await expect(symptom(page, "Swollen or bulging case")).toBeHidden()
    await expect(page.getByRole("combobox", { name: "Kind of battery" })).toBeVisible()
  },
)

test(
  "batteries as old as their kind's usual life are said to be due for replacement, in the form and the request",
  { tag: "@content" },
  async ({ page }) => {
    const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
    await gotoHydrated(page, "/service")
    await fillServiceRequest(page)
    const years = page.getByRole("combobox", { name: "Year installed" })
    // The years offered start with this one (the build's).
    const thisYear = Number(await years.getByRole("option").nth(1).getAttribute("value"))
    await years.selectOption(String(thisYear - 6))
    await page
      .getByRole("combobox", { name: "Kind of battery" })
      .selectOption({ label: "Sealed maintenance-free (SMF, VRLA), as in most UPS units" })
    const due =
      "These batteries are 6 years old, and batteries of this kind usually last about 3 years here: they are due for replacement."
    await expect(page.getByRole("status").filter({ hasText: due })).toBeVisible()
    await serviceSendButton(page).click()
    const reference = await shownReference(page)
    expect(formFields(requests[0]).message).toContain(
      asSent(
        [
          `Product: ${CUSTOMER.line}`,
          `Year installed: ${thisYear - 6}`,
          "Kind of battery: Sealed maintenance-free (SMF, VRLA), as in most UPS units",
          due,
          `What happened, in your own words: ${CUSTOMER.description}`,
        ].join("\n"),
      ),
    )
    expect(formFields(requests[0]).title).toBe(`Service request ${reference}`)
  },
)

test.describe("the Gujarati page", () => {
  const form = guService.form
  const GUJARATI_CUSTOMER = {
    kind: "બ્રેકડાઉન કે ખામી",
    line: "UPS સિસ્ટમ્સ",
    description: "સર્વર ચાલુ થાય ત્યારે UPS બીપ વાગીને બંધ થઈ જાય છે.",
    siteDown: form.siteDownYes,
    area: "સેટેલાઇટ",
    address: "12, શિવાલિક પ્લાઝા, AMA પાસે",
    name: "રમેશ પટેલ",
    phone: "૦૯૮૨૫૦-૪૧૨૩૬",
  }
  const GUJARATI = /[\u0A80-\u0AFF]/

  test("asks, hints and answers errors in Gujarati", { tag: "@content" }, async ({ page }) => {
    await gotoHydrated(page, "/gu/service")
    const request = page.locator("#service-form")
    const words = await request.evaluate(element =>
      [
        ...element.querySelectorAll("label, legend, p[id$='-hint'], button"),
        ...element.querySelectorAll("#product_line option, #battery_kind option, #preferred_time option"),
      ].map(found => found.textContent!.trim()),
    )
    expect(words.length).toBeGreaterThan(40)
    expect(words.filter(text => !GUJARATI.test(text))).toEqual([])
    await page.getByRole("button", { name: form.submitLabel }).click()
    const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: form.errorSummaryTitle }) })
    await expect(summary).toBeFocused()
    const problems = await summary.getByRole("link").allInnerTexts()
    expect(problems).toHaveLength(8)
    expect(problems.filter(text => !GUJARATI.test(text))).toEqual([])
    await expectNoAxeViolations(page, "Gujarati, errors shown")
  })

  test("sends the mobile number in Western digits, and the subject says it came from the Gujarati site", async ({
    page,
  }) => {
    const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
    await gotoHydrated(page, "/gu/service")
    await tick(page.getByRole("radio", { name: GUJARATI_CUSTOMER.kind }))
    await page
      .getByRole("combobox", { name: form.lineLabel, exact: true })
      .selectOption({ label: GUJARATI_CUSTOMER.line })
    await field(page, form.descriptionLabel).fill(GUJARATI_CUSTOMER.description)
    await tick(page.getByRole("radio", { name: GUJARATI_CUSTOMER.siteDown }))
    await field(page, form.areaLabel).fill(GUJARATI_CUSTOMER.area)
    await field(page, form.addressLabel).fill(GUJARATI_CUSTOMER.address)
    await field(page, form.nameLabel).fill(GUJARATI_CUSTOMER.name)
    await field(page, form.phoneLabel).fill(GUJARATI_CUSTOMER.phone)
    await page.getByRole("button", { name: form.submitLabel }).click()

    const status = page.getByRole("status").filter({ hasText: A_REFERENCE })
    await expect(status).toBeVisible()
    const reference = A_REFERENCE.exec(await status.innerText())![0]
    const sent = formFields(requests[0])
    expect(sent).toMatchObject({
      title: `${form.subject} ${reference} (Gujarati site)`,
      user_name: GUJARATI_CUSTOMER.name,
      user_email: "",
      user_phone: "+91 98250 41236",
    })
    expect(sent.message).toBe(
      asSent(
        [
          `${form.referenceLabel}: ${reference}`,
          `${form.kindLegend}: ${GUJARATI_CUSTOMER.kind}`,
          `${form.siteDownLegend}: ${GUJARATI_CUSTOMER.siteDown}`,
          `${form.lineLabel}: ${GUJARATI_CUSTOMER.line}`,
          `${form.descriptionLabel}: ${GUJARATI_CUSTOMER.description}`,
          `${form.areaLabel}: ${GUJARATI_CUSTOMER.area}`,
          `${form.addressLabel}: ${GUJARATI_CUSTOMER.address}`,
          `${form.timeLabel}: ${form.anyTimeLabel}`,
          `${form.nameLabel}: ${GUJARATI_CUSTOMER.name}`,
          `${form.phoneLabel}: +91 98250 41236`,
        ].join("\n"),
      ),
    )
  })
})
