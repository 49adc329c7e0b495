import type { Page, Request, Route } from "@playwright/test"
import { test, expect, expectNoAxeViolations, gotoHydrated, PHONE } from "./fixtures"

const SEND_URL = "https://api.emailjs.com/api/v1.0/email/send-form"
const FAILED_REQUEST = /Failed to load resource|net::ERR_/

const VISITOR = {
  name: "Rajesh Patel",
  email: "rajesh@example.com",
  phone: "098250-41236",
  message: "We need a 10 kVA online UPS for our clinic.",
}

/** The fields of a multipart/form-data body. */
function formFields(request: Request): Record<string, string> {
  const body = request.postData() ?? ""
  return Object.fromEntries(
    Array.from(body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g), match => [match[1], match[2]]),
  )
}

/** Answers EmailJS inside the browser and records every request. */
async function answerEmailJs(page: Page, answer: (route: Route) => Promise<void> | void) {
  const requests: Request[] = []
  await page.route(SEND_URL, async route => {
    requests.push(route.request())
    await answer(route)
  })
  return requests
}

const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true })

async function fillEnquiry(page: Page, visitor = VISITOR) {
  await field(page, "Name").fill(visitor.name)
  await field(page, "Email").fill(visitor.email)
  await field(page, "Mobile Number").fill(visitor.phone)
  await field(page, "Message").fill(visitor.message)
}

async function expectFormKeeps(page: Page, visitor = VISITOR) {
  await expect(field(page, "Name")).toHaveValue(visitor.name)
  await expect(field(page, "Email")).toHaveValue(visitor.email)
  await expect(field(page, "Mobile Number")).toHaveValue(visitor.phone)
  await expect(field(page, "Message")).toHaveValue(visitor.message)
}

const sendButton = (page: Page) => page.getByRole("button", { name: /^(Send Message|Sending…)$/ })

test.describe("typing while the page is still loading", () => {
  test("keeps every field, the message too, once the page's scripts have run, in the draft too, and sends it", async ({
    page,
  }) => {
    let releaseScripts = () => undefined as void
    const scriptsHeld = new Promise<void>(resolve => (releaseScripts = resolve))
    await page.route(/\/app-[^/]*\.js$/, async route => {
      await scriptsHeld
      await route.continue()
    })
    const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
    await page.goto("/contact", { waitUntil: "domcontentloaded" })
    await fillEnquiry(page)
    // Sending now would be the browser's own submit, a reload with the enquiry in the address.
    await expect(sendButton(page)).toBeDisabled()
    releaseScripts()
    // React has taken the form over once its element carries React's own keys.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById("enquiry-form") ?? {}).some(key => key.startsWith("__react")),
    )
    await page.waitForLoadState("networkidle")
    await expectFormKeeps(page)
    await page.reload()
    await expectFormKeeps(page)
    await sendButton(page).click()
    await expect(page.getByRole("status")).toHaveText("Message sent successfully!")
    expect(formFields(requests[0]).message).toBe(VISITOR.message)
  })
})

test.describe("sending an enquiry", () => {
  test("sends exactly one POST with the five fields and the SDK's own, then clears the form and draft", async ({
    page,
  }) => {
    const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
    const logs: string[] = []
    page.on("console", message => logs.push(message.text()))
    await gotoHydrated(page, "/contact")
    await fillEnquiry(page)
    await sendButton(page).click()

    await expect(page.getByRole("status")).toHaveText("Message sent successfully!")
    expect(requests).toHaveLength(1)
    expect(requests[0].method()).toBe("POST")
    expect(formFields(requests[0])).toEqual({
      title: "Regarding enquiry",
      user_name: "Rajesh Patel",
      user_email: "rajesh@example.com",
      user_phone: "+91 98250 41236",
      message: "We need a 10 kVA online UPS for our clinic.",
      lib_version: "4.4.1",
      service_id: "test-service",
      template_id: "test-template",
      user_id: "test-public-key",
    })
    expect(logs).toContain("SUCCESS! 200 OK")
    await expect(field(page, "Name")).toHaveValue("")
    await expect(field(page, "Message")).toHaveValue("I would like to know more about your services.")
    expect(await page.evaluate(() => sessionStorage.getItem("enquiry-draft"))).toBeNull()
  })

  test("does not download the EmailJS SDK until the visitor uses the form", async ({ page }) => {
    const scripts: string[] = []
    page.on("request", request => {
      if (request.resourceType() === "script") scripts.push(request.url())
    })
    await gotoHydrated(page, "/contact")
    expect(scripts.filter(url => url.includes("emailjs"))).toEqual([])
    await field(page, "Name").focus()
    await expect.poll(() => scripts.filter(url => url.includes("emailjs")).length).toBe(1)
  })

  test("a double click sends one enquiry, and the button says it is sending", async ({ page }) => {
    let release = () => {}
    const answered = new Promise<void>(resolve => (release = resolve))
    const requests = await answerEmailJs(page, async route => {
      await answered
      await route.fulfill({ status: 200, body: "OK" })
    })
    await gotoHydrated(page, "/contact")
    await fillEnquiry(page)
    await sendButton(page).dblclick()
    await expect(sendButton(page)).toHaveText("Sending…")
    await expect(sendButton(page)).toHaveAttribute("aria-disabled", "true")
    await expect(page.getByRole("status")).toHaveText("Sending your message…")
    // A person can still press the button; Playwright would wait for aria-disabled to go away.
    await sendButton(page).click({ force: true })
    release()
    await expect(page.getByRole("status")).toHaveText("Message sent successfully!")
    expect(requests).toHaveLength(1)
  })

  test("can be completed with the keyboard alone", async ({ page }) => {
    const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
    await gotoHydrated(page, "/contact")
    await field(page, "Name").focus()
    await page.keyboard.type(VISITOR.name)
    await page.keyboard.press("Tab")
    await page.keyboard.type(VISITOR.email)
    await page.keyboard.press("Tab")
    await page.keyboard.type(VISITOR.phone)
    await page.keyboard.press("Tab")
    await page.keyboard.press("ControlOrMeta+A")
    await page.keyboard.type(VISITOR.message)
    await page.keyboard.press("Tab")
    await expect(sendButton(page)).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("status")).toHaveText("Message sent successfully!")
    expect(requests).toHaveLength(1)
  })
})

test.describe("when the send fails", () => {
  test.use({ allowConsoleErrors: FAILED_REQUEST })

  const failures: [string, (route: Route) => Promise<void>][] = [
    ["400 Bad Request", route => route.fulfill({ status: 400, body: "The template ID is invalid" })],
    ["403 Forbidden", route => route.fulfill({ status: 403, body: "Forbidden" })],
    ["429 Too Many Requests", route => route.fulfill({ status: 429, body: "Too Many Requests" })],
    ["500 Internal Server Error", route => route.fulfill({ status: 500, body: "Internal Server Error" })],
    ["503 Service Unavailable", route => route.fulfill({ status: 503, body: "Service Unavailable" })],
    ["an aborted connection", route => route.abort("connectionreset")],
  ]

  for (const [failure, answer] of failures)
    test(`keeps everything typed and offers other ways after ${failure}`, async ({ page }) => {
      await answerEmailJs(page, answer)
      const warnings: string[] = []
      page.on("console", message => message.type() === "warning" && warnings.push(message.text()))
      await gotoHydrated(page, "/contact")
      await fillEnquiry(page)
      await sendButton(page).click()

      await expect(page.getByRole("alert")).toContainText("Failed to send the message, please try again.")
      await expectFormKeeps(page)
      await expect(page.getByRole("button", { name: "Try again" })).toBeVisible()
      const mailto = await page.getByRole("link", { name: "Send by e-mail" }).getAttribute("href")
      expect(mailto).toMatch(/^mailto:sales@vanrajpower\.in\?subject=Regarding%20enquiry&body=/)
      expect(decodeURIComponent(mailto!.split("body=")[1])).toContain(VISITOR.message)
      const whatsapp = await page.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href")
      expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919825041236\?text=/)
      expect(decodeURIComponent(whatsapp!.split("text=")[1])).toContain(`Name: ${VISITOR.name}`)
      await expect(page.getByRole("link", { name: /^Call \+91 98250 41236/ })).toHaveAttribute(
        "href",
        "tel:+919825041236",
      )
      expect(warnings.some(text => /^FAILED\.\.\. \d+ /.test(text))).toBe(true)
      expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem("enquiry-draft") ?? "{}").message)).toBe(
        VISITOR.message,
      )
    })

  test("Try again sends the same enquiry and succeeds", async ({ page }) => {
    let attempts = 0
    const requests = await answerEmailJs(page, route =>
      ++attempts === 1
        ? route.fulfill({ status: 503, body: "Service Unavailable" })
        : route.fulfill({ status: 200, body: "OK" }),
    )
    await gotoHydrated(page, "/contact")
    await fillEnquiry(page)
    await sendButton(page).click()
    await page.getByRole("button", { name: "Try again" }).click()
    await expect(page.getByRole("status")).toHaveText("Message sent successfully!")
    expect(requests.map(request => formFields(request).user_name)).toEqual([VISITOR.name, VISITOR.name])
  })

  test("gives up on a request that never answers after 15 seconds", async ({ page }) => {
    await page.clock.install()
    await answerEmailJs(page, () => new Promise(() => {}))
    await gotoHydrated(page, "/contact")
    await fillEnquiry(page)
    await sendButton(page).click()
    await expect(page.getByRole("status")).toHaveText("Sending your message…")
    await page.clock.fastForward(14_000)
    await expect(page.getByRole("alert")).toBeEmpty()
    await page.clock.fastForward(1_500)
    await expect(page.getByRole("alert")).toContainText("Failed to send the message, please try again.")
    await expectFormKeeps(page)
  })
})

test.describe("offline", () => {
  // While offline the browser reports each request it cannot make (prefetches, images).
  test.use({ allowConsoleErrors: /net::ERR_INTERNET_DISCONNECTED/ })

  test("says it is offline, keeps the enquiry and sends it when the connection returns", async ({ page, context }) => {
    const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
    await gotoHydrated(page, "/contact")
    await field(page, "Name").focus()
    await context.setOffline(true)
    await expect(page.getByText(/^You are offline\. You can keep typing/)).toBeVisible()
    await fillEnquiry(page)
    await sendButton(page).click()
    await expect(page.getByRole("status")).toHaveText(/will be sent as soon as your connection is back/)
    expect(requests).toHaveLength(0)
    await expectFormKeeps(page)
    await context.setOffline(false)
    await expect(page.getByRole("status")).toHaveText("Message sent successfully!")
    expect(requests).toHaveLength(1)
  })
})

test.describe("the draft", () => {
  test("survives a reload", async ({ page }) => {
    await gotoHydrated(page, "/contact")
    await fillEnquiry(page)
    await page.reload()
    await page.waitForLoadState("networkidle")
    await expectFormKeeps(page)
  })

  test("survives a visit to another page", async ({ page }) => {
    await gotoHydrated(page, "/contact")
    await fillEnquiry(page)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Team" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team")
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact")
    await expectFormKeeps(page)
  })

  test("gives way to a product's message, keeping the rest", async ({ page }) => {
    await gotoHydrated(page, "/contact")
    await fillEnquiry(page)
    await gotoHydrated(page, "/contact?message=Tell%20me%20about%20inverters")
    await expect(field(page, "Message")).toHaveValue("Tell me about inverters")
    await expect(field(page, "Name")).toHaveValue(VISITOR.name)
  })
})

test("a filled spam trap sends nothing and shows a neutral message", async ({ page }) => {
  const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
  await gotoHydrated(page, "/contact")
  const trap = page.locator("#enquiry-website")
  await expect(trap).toHaveAttribute("tabindex", "-1")
  expect(await trap.getAttribute("name")).toBeNull()
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0)
  await fillEnquiry(page)
  await trap.fill("https://spam.example", { force: true })
  await sendButton(page).click()
  await expect(page.getByRole("status")).toHaveText("Thank you for getting in touch.")
  expect(requests).toHaveLength(0)
})

test.describe("bad input gets its own clear message and nothing typed changes", () => {
  const good = { name: "Rajesh Patel", email: "rajesh@example.com", phone: "98250 41236", message: "Hello" }
  const cases: [string, Partial<typeof good>, string, string][] = [
    ["an empty name", { name: "" }, "Name", "Enter your name"],
    ["a name of spaces", { name: "    " }, "Name", "Enter your name"],
    ["a name without letters", { name: "12345" }, "Name", "Enter your name using letters"],
    ["an empty e-mail", { email: "" }, "Email", "Enter your e-mail address"],
    [
      "an e-mail without @",
      { email: "rajesh.example.com" },
      "Email",
      "Enter an e-mail address with an @, like name@example.com",
    ],
    [
      "an e-mail without a domain",
      { email: "rajesh@" },
      "Email",
      "Enter an e-mail address in the correct format, like name@example.com",
    ],
    [
      "an e-mail without a dot in the domain",
      { email: "rajesh@example" },
      "Email",
      "Enter an e-mail address in the correct format, like name@example.com",
    ],
    [
      "an e-mail with a space",
      { email: "raj esh@example.com" },
      "Email",
      "Enter an e-mail address in the correct format, like name@example.com",
    ],
    [
      "an e-mail with two @",
      { email: "a@b@example.com" },
      "Email",
      "Enter an e-mail address in the correct format, like name@example.com",
    ],
    ["an empty mobile number", { phone: "" }, "Mobile Number", "Enter your mobile number"],
    ["a mobile number of spaces", { phone: "   " }, "Mobile Number", "Enter your mobile number"],
    [
      "a short mobile number",
      { phone: "98250" },
      "Mobile Number",
      "Enter a 10-digit mobile number (you entered 5 digits)",
    ],
    [
      "a long mobile number",
      { phone: "98250 412366" },
      "Mobile Number",
      "Enter a 10-digit mobile number (you entered 11 digits)",
    ],
    [
      "a mobile number starting with 5",
      { phone: "58250 41236" },
      "Mobile Number",
      "Indian mobile numbers start with 6, 7, 8 or 9",
    ],
    ["a number of zeros", { phone: "00000 00000" }, "Mobile Number", "Indian mobile numbers start with 6, 7, 8 or 9"],
    [
      "a mobile number with letters",
      { phone: "98250 4123O" },
      "Mobile Number",
      "Mobile number can only contain digits, spaces, dashes, brackets and a +91 country code",
    ],
    [
      "a foreign number",
      { phone: "+1 415 555 0100" },
      "Mobile Number",
      "Enter an Indian mobile number: we can only call numbers starting +91",
    ],
  ]

  for (const [description, change, label, message] of cases)
    test(description, async ({ page }) => {
      const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
      await gotoHydrated(page, "/contact")
      const visitor = { ...good, ...change }
      await fillEnquiry(page, visitor)
      await sendButton(page).click()

      const summary = page.getByRole("alert").filter({ has: page.getByRole("heading") })
      await expect(summary).toBeFocused()
      await expect(summary.getByRole("link", { name: message })).toHaveAttribute(
        "href",
        `#${label === "Name" ? "user_name" : label === "Email" ? "user_email" : "user_phone"}`,
      )
      const input = field(page, label)
      await expect(input).toHaveAttribute("aria-invalid", "true")
      await expect(input).toHaveAccessibleDescription(new RegExp(`Error: ${message.replace(/[()+]/g, "\\$&")}`))
      await expect(page).toHaveTitle(/^Error: Contact \| /)
      await expectFormKeeps(page, visitor)
      expect(requests).toHaveLength(0)
      if (/^Enter your (name|e-mail address|mobile number)$/.test(message))
        await expect(summary.getByRole("heading")).toHaveText(
          "Please fill in all required fields: Name, Email, and Mobile Number.",
        )

      await summary.getByRole("link", { name: message }).click()
      await expect(input).toBeFocused()
    })

  for (const [description, name, length, label, message] of [
    ["a name over 100 characters", "user_name", 101, "Name", "Name must be 100 characters or fewer"],
    [
      "a message over 2000 characters",
      "message",
      2001,
      "Message",
      "Message must be 2000 characters or fewer (it has 2001)",
    ],
  ] as const)
    test(description, async ({ page }) => {
      await gotoHydrated(page, "/contact")
      await fillEnquiry(page, good)
      // maxlength stops typing past the limit, but autofill and scripts can still put more in.
      const long = "a".repeat(length)
      await page.locator(`[name="${name}"]`).evaluate((element, value) => {
        ;(element as HTMLInputElement).value = value
      }, long)
      await sendButton(page).click()
      await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible()
      await expect(field(page, label)).toHaveValue(long)
    })

  test("errors clear once the enquiry is corrected and the page title loses its prefix", async ({ page }) => {
    await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
    await gotoHydrated(page, "/contact")
    await sendButton(page).click()
    await expect(page).toHaveTitle(/^Error: /)
    await fillEnquiry(page, good)
    await sendButton(page).click()
    await expect(page.getByRole("status")).toHaveText("Message sent successfully!")
    await expect(page).toHaveTitle(/^Contact \| /)
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
  })
})

test.describe("accessibility of every state", () => {
  test.use({ allowConsoleErrors: FAILED_REQUEST })

  for (const viewport of [PHONE, { width: 1280, height: 800 }])
    test(`no axe violations in idle, error, sending, failure and success states at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      let release = () => {}
      let attempt = 0
      await answerEmailJs(page, async route => {
        attempt += 1
        if (attempt === 1) {
          await new Promise<void>(resolve => (release = resolve))
          return route.fulfill({ status: 500, body: "Internal Server Error" })
        }
        return route.fulfill({ status: 200, body: "OK" })
      })
      const audit = (state: string) => expectNoAxeViolations(page, state)
      await gotoHydrated(page, "/contact")
      await audit("idle")
      await sendButton(page).click()
      await expect(page.getByRole("alert").getByRole("heading")).toBeVisible()
      await audit("error")
      await fillEnquiry(page)
      await sendButton(page).click()
      await expect(sendButton(page)).toHaveText("Sending…")
      await audit("sending")
      release()
      await expect(page.getByRole("button", { name: "Try again" })).toBeVisible()
      await audit("failure")
      await page.getByRole("button", { name: "Try again" }).click()
      await expect(page.getByRole("status")).toHaveText("Message sent successfully!")
      await audit("success")
    })
})
