/**
 * What every form of the site keeps of what a visitor typed (README: "How a page loads", "The draft is
 * there at first paint"), tested on each: the enquiry and the service request share src/enquiry/'s draft.
 */
import type { Page } from "@playwright/test"
import { parse } from "acorn"
import { inlineScriptHashes } from "../src/node/page-headers"
import { plain, test, expect, gotoHydrated, holdScripts, interact } from "./fixtures"
import { answerEmailJs, formFields, type FormUnderTest } from "./form-fixtures"
import { ENQUIRY } from "./enquiry-fixtures"
import { SERVICE_REQUEST } from "./service-fixtures"
import { en as privacy } from "../content/privacy.json"

for (const form of [ENQUIRY, SERVICE_REQUEST] satisfies FormUnderTest[])
  test.describe(form.name, () => {
    /** React has taken the form over once its element carries React's own keys. */
    const reactHasTheForm = (page: Page) =>
      page.evaluate(
        id => Object.keys(document.getElementById(id) ?? {}).some(key => key.startsWith("__react")),
        form.id,
      )

    /** The visitor moves the mouse, which starts the page's scripts, and React takes the form over. */
    async function waitForReact(page: Page) {
      await interact(page)
      await expect.poll(() => reactHasTheForm(page)).toBe(true)
      await page.waitForLoadState("networkidle")
    }

    const phone = (page: Page) => page.getByRole("textbox", { name: "Mobile Number", exact: true })

    test.describe("typing while the page is still loading", () => {
      test("keeps every field once the page's scripts have run, in the draft too, and sends it", async ({ page }) => {
        const releaseScripts = await holdScripts(page, /\/app-[^/]*\.js$/)
        const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
        await page.goto(form.path, { waitUntil: "domcontentloaded" })
        await form.fill(page)
        // Send takes a tap even now, as a disabled button takes none: one is held until the page can send
        // (forms-sending.spec.ts), rather than the browser's own submit, a reload with the request in the address.
        await expect(form.sendButton(page)).toBeEnabled()
        releaseScripts()
        await waitForReact(page)
        await form.expectKeeps(page)
        await page.reload()
        await form.expectKeeps(page)
        await waitForReact(page)
        await form.sendButton(page).click()
        await expect(page.getByRole("status")).toHaveText(form.successText)
        form.expectSent(formFields(requests[0]))
      })
    })

    test.describe("the draft", () => {
      test("survives a reload", async ({ page }) => {
        await gotoHydrated(page, form.path)
        await form.fill(page)
        await page.reload()
        await page.waitForLoadState("networkidle")
        await form.expectKeeps(page)
      })

      test("is in the fields before any of the page's scripts has run, and stays, with what is typed, once they have", async ({
        page,
      }) => {
        await gotoHydrated(page, form.path)
        await form.fill(page)
        const releaseScripts = await holdScripts(page, /\.js(\?.*)?$/)
        await page.reload({ waitUntil: "domcontentloaded" })
        await form.expectKeeps(page)
        expect(await page.evaluate(() => "___navigate" in window), "Gatsby has not started").toBe(false)
        expect(await reactHasTheForm(page), "React has not hydrated the form").toBe(false)

        await phone(page).fill("99090 57814")
        releaseScripts()
        await waitForReact(page)
        await form.expectKeeps(page, "99090 57814")
        // What was typed before React listened is in the draft too.
        await page.reload()
        await form.expectKeeps(page, "99090 57814")
      })

      test("gives way to what the address sends along at first paint, keeping the rest", async ({ page }) => {
        await gotoHydrated(page, form.path)
        await form.fill(page)
        const releaseScripts = await holdScripts(page, /\.js(\?.*)?$/)
        await page.goto(form.path + form.fromAddress.search, { waitUntil: "domcontentloaded" })
        await form.fromAddress.expectKeeps(page)
        expect(await reactHasTheForm(page), "React has not hydrated the form").toBe(false)
        releaseScripts()
        await waitForReact(page)
        await form.fromAddress.expectKeeps(page)
      })

      test("survives a visit to another page", async ({ page }) => {
        await gotoHydrated(page, form.path)
        await form.fill(page)
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Team" }).click()
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team")
        await form.followLinkToIt(page)
        await form.expectKeeps(page)
      })

      test("survives reading the privacy notice from the line beside Send, back and by a fresh visit", async ({
        page,
      }) => {
        await gotoHydrated(page, form.path)
        await form.fill(page)
        // The line is a plain link in the form, in the same tab.
        const line = page.locator(`#${form.id}`).getByRole("link", { name: privacy.formLine, exact: true })
        await expect(line).toHaveAttribute("href", "/privacy")
        await expect(line).not.toHaveAttribute("target")
        await line.click()
        await expect(page).toHaveURL(/\/privacy$/)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title)
        await page.goBack()
        await expect(page).toHaveURL(new RegExp(`${form.path}$`))
        await form.expectKeeps(page)
        await line.click()
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title)
        await page.goto(form.path)
        await form.expectKeeps(page)
      })
    })

    plain(
      "the script that restores the draft follows the form, is ES5 and is allowed by the page's policy",
      async ({ request }) => {
        for (const path of [form.path, `${form.path}/`]) {
          const response = await request.get(path)
          const html = await response.text()
          const script = /<\/form><script>([\s\S]*?)<\/script>/.exec(html)?.[1]
          expect(script, path).toContain(JSON.stringify(form.draftKey))
          expect(() => parse(script!, { ecmaVersion: 5 })).not.toThrow()
          expect(response.headers()["content-security-policy"]).toContain(
            inlineScriptHashes(`<script>${script}</script>`)[0],
          )
        }
      },
    )
  })
