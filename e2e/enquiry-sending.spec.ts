import type { Page, Route } from "@playwright/test"
import {
  test,
  expect,
  gotoHydrated,
  holdScripts,
  PHONE,
  reactHasStarted,
  slowDownCpu,
  tapWhereShown,
  waitForHydration,
} from "./fixtures"
import {
  answerEmailJs,
  expectFormKeeps,
  FAILED_REQUEST,
  field,
  fillEnquiry,
  formFields,
  sendButton,
  SENT_FIELDS,
  VISITOR,
} from "./enquiry-fixtures"

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
    expect(formFields(requests[0])).toEqual(SENT_FIELDS)
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

test.describe("Send tapped on a phone while the page is still loading", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  /**
   * The visitor's draft, back in the form after a reload by the page's inline script; the page's
   * scripts held at the network, and the CPU slowed so that hydrating takes seconds once they come.
   */
  async function reloadWithDraft(page: Page) {
    await gotoHydrated(page, "/contact")
    await fillEnquiry(page)
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem("enquiry-draft") ?? "{}").message))
      .toBe(VISITOR.message)
    const releaseScripts = await holdScripts(page, /\/app-[^/]*\.js$/)
    await slowDownCpu(page)
    await page.reload()
    await expectFormKeeps(page)
    return releaseScripts
  }

  test("a tap on Send while the draft is being restored sends it, once, as soon as the page can", async ({ page }) => {
    const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
    const releaseScripts = await reloadWithDraft(page)
    await tapWhereShown(page, sendButton(page))
    expect(await reactHasStarted(page), "React has not started").toBe(false)
    releaseScripts()
    await expect(page.getByRole("status")).toHaveText("Message sent successfully!", { timeout: 15_000 })
    expect(requests.map(formFields)).toEqual([SENT_FIELDS])
    // Sent by the page's scripts, not by the browser's own submit (a reload with the enquiry in the address).
    await expect(page).toHaveURL("/contact")
  })

  test("a double tap on Send while the draft is being restored sends exactly once, and a tap more as it sends, nothing", async ({
    page,
  }) => {
    let answer = () => {}
    const answered = new Promise<void>(resolve => (answer = resolve))
    const requests = await answerEmailJs(page, async route => {
      await answered
      await route.fulfill({ status: 200, body: "OK" })
    })
    const releaseScripts = await reloadWithDraft(page)
    await tapWhereShown(page, sendButton(page))
    await tapWhereShown(page, sendButton(page))
    expect(await reactHasStarted(page), "React has not started").toBe(false)
    releaseScripts()
    await expect(page.getByRole("status")).toHaveText("Sending your message…", { timeout: 15_000 })
    await tapWhereShown(page, sendButton(page))
    answer()
    await expect(page.getByRole("status")).toHaveText("Message sent successfully!")
    await waitForHydration(page)
    expect(requests).toHaveLength(1)
    // Nor was a tap acted on again once the form had been emptied, which would have found it empty.
    await expect(page.locator("#error-summary-title")).toHaveCount(0)
    await expect(page).toHaveURL("/contact")
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
