import { test, expect, gotoHydrated } from "./fixtures"
import { answerEmailJs, field } from "./form-fixtures"
import { sendButton, VISITOR } from "./enquiry-fixtures"

// What every form promises when it is sent (success, failures, offline, the spam trap) is tested on the
// enquiry and the service request alike, in forms-sending.spec.ts.

test.describe("sending an enquiry", () => {
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
