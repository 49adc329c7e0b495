import { SENT_FIELDS, VISITOR } from "../e2e/enquiry-fixtures"
import { multipartFields } from "../e2e/form-fixtures"
import { atEachWidth, test, expect, gotoHydrated, interact, waitForHydration, type Tab } from "./fixtures"

const SEND_URL = "https://api.emailjs.com/api/v1.0/email/send-form"
const FORM = "#enquiry-form"
const SEND = `${FORM} button[type="submit"]`
const FIELDS = { name: "#user_name", email: "#user_email", phone: "#user_phone", message: "#message" }

type Visitor = typeof VISITOR

async function fillEnquiry(tab: Tab, visitor: Visitor = VISITOR) {
  for (const [key, selector] of Object.entries(FIELDS)) await tab.fill(selector, visitor[key as keyof Visitor])
}

async function expectFormKeeps(tab: Tab, visitor: Visitor = VISITOR) {
  for (const [key, selector] of Object.entries(FIELDS))
    await expect.poll(() => tab.value(selector), selector).toBe(visitor[key as keyof Visitor])
}

/** React has taken the form over once its element carries React's own keys. */
const reactHasTheForm = (tab: Tab) =>
  tab.evaluate(form => Object.keys(document.querySelector(form) ?? {}).some(key => key.startsWith("__react")), FORM)

/**
 * VISITOR's draft, back in the form by the page's inline script as the page loads again; the page's
 * scripts held at the network until the returned function lets them through, so that hydrating comes
 * only then, however fast the machine.
 */
async function loadWithDraft(tab: Tab) {
  const releaseScripts = await tab.hold(/\/app-[^/]*\.js$/)
  await tab.goto("/contact")
  const { name: user_name, email: user_email, phone: user_phone, message } = VISITOR
  await tab.evaluate(draft => sessionStorage.setItem("enquiry-draft", JSON.stringify(draft)), {
    user_name,
    user_email,
    user_phone,
    message,
  })
  await tab.reload()
  await expectFormKeeps(tab)
  return releaseScripts
}

atEachWidth(() => {
  test("an empty Send names each missing field and leads to it", async ({ tab }) => {
    await gotoHydrated(tab, "/contact")
    await tab.click(SEND)
    await expect
      .poll(() => tab.text("#error-summary-title"))
      .toBe("Please fill in all required fields: Name, Email, and Mobile Number.")
    const summary = await tab.evaluate(() => {
      const element = document.getElementById("error-summary-title")!.closest('[role="alert"]')!
      return {
        focused: document.activeElement === element,
        links: Array.from(element.querySelectorAll("a"), link => [link.getAttribute("href"), link.textContent]),
      }
    })
    expect(summary).toEqual({
      focused: true,
      links: [
        ["#user_name", "Enter your name"],
        ["#user_email", "Enter your e-mail address"],
        ["#user_phone", "Enter your mobile number"],
      ],
    })
    for (const selector of [FIELDS.name, FIELDS.email, FIELDS.phone])
      expect(await tab.attribute(selector, "aria-invalid"), selector).toBe("true")
    await tab.click('[role="alert"] a[href="#user_email"]')
    await expect.poll(() => tab.evaluate(() => document.activeElement?.id)).toBe("user_email")
  })

  test("a valid enquiry is sent by EmailJS's SDK, answered at the network, and shows its success", async ({ tab }) => {
    const requests = await tab.answer(SEND_URL, () => ({ status: 200, body: "OK" }))
    await gotoHydrated(tab, "/contact")
    await fillEnquiry(tab)
    await tab.click(SEND)
    await expect.poll(() => tab.text('[role="status"]')).toBe("Message sent successfully!")
    expect(requests.map(({ method }) => method)).toEqual(["POST"])
    expect(multipartFields(requests[0].body)).toEqual(SENT_FIELDS)
    await expect.poll(() => tab.value(FIELDS.name)).toBe("")
    expect(await tab.evaluate(() => sessionStorage.getItem("enquiry-draft"))).toBeNull()
  })

  test("a failed send keeps every field and offers e-mail, WhatsApp and a call", async ({ tab }) => {
    await tab.answer(SEND_URL, () => ({ status: 500, body: "Internal Server Error" }))
    await gotoHydrated(tab, "/contact")
    await fillEnquiry(tab)
    await tab.click(SEND)
    await expect.poll(() => tab.text('[role="alert"]')).toContain("Failed to send the message, please try again.")
    await expectFormKeeps(tab)
    const fallbacks = await tab.evaluate(form => {
      const buttons = Array.from(document.querySelectorAll(`${form} button`), button => button.textContent)
      const links = Array.from(document.querySelectorAll(`${form} [role="alert"] a`), link => [
        link.textContent!.trim(),
        link.getAttribute("href")!,
      ])
      return { buttons, links: Object.fromEntries(links) as Record<string, string> }
    }, FORM)
    expect(fallbacks.buttons).toContain("Try again")
    const { "Send by e-mail": mailto, "Send on WhatsApp": whatsapp, "Call +91 98250 41236": call } = fallbacks.links
    expect(mailto).toMatch(/^mailto:sales@vanrajpower\.in\?subject=Regarding%20enquiry&body=/)
    expect(decodeURIComponent(mailto.split("body=")[1])).toContain(VISITOR.message)
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919825041236\?text=/)
    expect(decodeURIComponent(whatsapp.split("text=")[1])).toContain(`Name: ${VISITOR.name}`)
    expect(call).toBe("tel:+919825041236")
  })

  test("a draft typed before a reload is back in the fields before any interaction", async ({ tab }) => {
    await gotoHydrated(tab, "/contact")
    await fillEnquiry(tab)
    await tab.waitFor(() => JSON.parse(sessionStorage.getItem("enquiry-draft") ?? "{}").message)
    // At the top, and kept there: a page the browser scrolls back down on reload counts as one the visitor
    // scrolled, and its scroll event as an interaction. Scrolled to the top just before, Firefox still put
    // the reloaded page back 148 px down (6 runs in 8), or 0.2 px with a scroll event, and the page's scripts
    // started once its banner was painted, before or after this test looked.
    await tab.evaluate(() => {
      history.scrollRestoration = "manual"
      window.scrollTo(0, 0)
    })
    await tab.reload()
    // Put back by the page's inline script as it was parsed: the page's scripts have not started.
    await expectFormKeeps(tab)
    expect(await tab.evaluate(() => "___navigate" in window), "Gatsby has not started").toBe(false)
    expect(await reactHasTheForm(tab), "React has not hydrated the form").toBe(false)
    await interact(tab)
    await expect.poll(() => reactHasTheForm(tab)).toBe(true)
    await expectFormKeeps(tab)
  })

  test("what is typed before the page's scripts have run is kept through hydration, and sent", async ({ tab }) => {
    const releaseScripts = await tab.hold(/\/app-[^/]*\.js$/)
    const requests = await tab.answer(SEND_URL, () => ({ status: 200, body: "OK" }))
    await tab.goto("/contact")
    await fillEnquiry(tab)
    expect(await reactHasTheForm(tab)).toBe(false)
    releaseScripts()
    await expect.poll(() => reactHasTheForm(tab), { timeout: 15_000 }).toBe(true)
    await expectFormKeeps(tab)
    await tab.click(SEND)
    await expect.poll(() => tab.text('[role="status"]')).toBe("Message sent successfully!")
    expect(multipartFields(requests[0].body)).toMatchObject({ user_name: VISITOR.name, message: VISITOR.message })
  })
  test("Send clicked while the draft is being restored sends it, once, as soon as the page can", async ({ tab }) => {
    const requests = await tab.answer(SEND_URL, () => ({ status: 200, body: "OK" }))
    const releaseScripts = await loadWithDraft(tab)
    await tab.tap(SEND)
    expect(await reactHasTheForm(tab), "React has not hydrated the form").toBe(false)
    releaseScripts()
    await expect.poll(() => tab.text('[role="status"]'), { timeout: 15_000 }).toBe("Message sent successfully!")
    expect(requests.map(({ body }) => multipartFields(body))).toEqual([SENT_FIELDS])
    // Sent by the page's scripts, not by the browser's own submit (a reload with the enquiry in the address).
    expect(await tab.path()).toBe("/contact")
  })

  test("a double click on Send while the draft is being restored sends exactly once, and a click more as it sends, nothing", async ({
    tab,
  }) => {
    let answer = () => {}
    const answered = new Promise<void>(resolve => (answer = resolve))
    const requests = await tab.answer(SEND_URL, async () => {
      await answered
      return { status: 200, body: "OK" }
    })
    const releaseScripts = await loadWithDraft(tab)
    await tab.tap(SEND)
    await tab.tap(SEND)
    expect(await reactHasTheForm(tab), "React has not hydrated the form").toBe(false)
    releaseScripts()
    await expect.poll(() => tab.text('[role="status"]'), { timeout: 15_000 }).toBe("Sending your message…")
    await tab.tap(SEND)
    answer()
    await expect.poll(() => tab.text('[role="status"]')).toBe("Message sent successfully!")
    await waitForHydration(tab)
    expect(requests).toHaveLength(1)
    // Nor was a click acted on again once the form had been emptied, which would have found it empty.
    expect(await tab.text("#error-summary-title")).toBeNull()
    expect(await tab.path()).toBe("/contact")
  })
})
