import type { Page } from "@playwright/test"
import { parse } from "acorn"
import { inlineScriptHashes } from "../src/node/page-headers"
import { plain, test, expect, gotoHydrated, holdScripts, interact } from "./fixtures"
import { answerEmailJs, expectFormKeeps, field, fillEnquiry, formFields, sendButton, VISITOR } from "./enquiry-fixtures"

/** React has taken the form over once its element carries React's own keys. */
const reactHasTheForm = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById("enquiry-form") ?? {}).some(key => key.startsWith("__react")))

/** The visitor moves the mouse, which starts the page's scripts, and React takes the form over. */
async function waitForReact(page: Page) {
  await interact(page)
  await expect.poll(() => reactHasTheForm(page)).toBe(true)
  await page.waitForLoadState("networkidle")
}

test.describe("typing while the page is still loading", () => {
  test("keeps every field, the message too, once the page's scripts have run, in the draft too, and sends it", async ({
    page,
  }) => {
    const releaseScripts = await holdScripts(page, /\/app-[^/]*\.js$/)
    const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
    await page.goto("/contact", { waitUntil: "domcontentloaded" })
    await fillEnquiry(page)
    // Send takes a tap even now, as a disabled button takes none: one is held until the page can send
    // (e2e/enquiry-sending.spec.ts), rather than the browser's own submit, a reload with the enquiry in the address.
    await expect(sendButton(page)).toBeEnabled()
    releaseScripts()
    await waitForReact(page)
    await expectFormKeeps(page)
    await page.reload()
    await expectFormKeeps(page)
    await waitForReact(page)
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

  test("is in the fields before any of the page's scripts has run, and stays, with what is typed, once they have", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact")
    await fillEnquiry(page)
    const releaseScripts = await holdScripts(page, /\.js(\?.*)?$/)
    await page.reload({ waitUntil: "domcontentloaded" })
    await expectFormKeeps(page)
    expect(await page.evaluate(() => "___navigate" in window), "Gatsby has not started").toBe(false)
    expect(await reactHasTheForm(page), "React has not hydrated the form").toBe(false)

    await field(page, "Mobile Number").fill("99090 57814")
    releaseScripts()
    await waitForReact(page)
    const typed = { ...VISITOR, phone: "99090 57814" }
    await expectFormKeeps(page, typed)
    // What was typed before React listened is in the draft too.
    await page.reload()
    await expectFormKeeps(page, typed)
  })

  test("gives way to a product's message at first paint, keeping the rest", async ({ page }) => {
    await gotoHydrated(page, "/contact")
    await fillEnquiry(page)
    const releaseScripts = await holdScripts(page, /\.js(\?.*)?$/)
    await page.goto("/contact?message=Tell%20me%20about%20inverters", { waitUntil: "domcontentloaded" })
    const message = { ...VISITOR, message: "Tell me about inverters" }
    await expectFormKeeps(page, message)
    expect(await reactHasTheForm(page), "React has not hydrated the form").toBe(false)
    releaseScripts()
    await waitForReact(page)
    await expectFormKeeps(page, message)
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

plain(
  "the script that restores the draft follows the form, is ES5 and is allowed by the page's policy",
  async ({ request }) => {
    for (const path of ["/contact", "/contact/"]) {
      const response = await request.get(path)
      const html = await response.text()
      const script = /<\/form><script>([\s\S]*?)<\/script>/.exec(html)?.[1]
      expect(script, path).toContain("enquiry-draft")
      expect(() => parse(script!, { ecmaVersion: 5 })).not.toThrow()
      expect(response.headers()["content-security-policy"]).toContain(
        inlineScriptHashes(`<script>${script}</script>`)[0],
      )
    }
  },
)
