import { test, expect, gotoHydrated } from "./fixtures"
import { answerEmailJs, expectFormKeeps, field, fillEnquiry, formFields, sendButton, VISITOR } from "./enquiry-fixtures"

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
