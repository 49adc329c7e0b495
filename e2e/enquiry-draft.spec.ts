import { test, expect, gotoHydrated } from "./fixtures"
import { field } from "./form-fixtures"
import { fillEnquiry, VISITOR } from "./enquiry-fixtures"

// What every form keeps of what a visitor typed (reloads, other pages, typing before the page's scripts
// run, the restoring script) is tested on the enquiry and the service request alike, in forms-draft.spec.ts.

test.describe("the draft", () => {
  test("gives way to a product's message, keeping the rest", async ({ page }) => {
    await gotoHydrated(page, "/contact")
    await fillEnquiry(page)
    await gotoHydrated(page, "/contact?message=Tell%20me%20about%20inverters")
    await expect(field(page, "Message")).toHaveValue("Tell me about inverters")
    await expect(field(page, "Name")).toHaveValue(VISITOR.name)
  })
})
