import { test, expect, gotoHydrated } from "./fixtures"
import { answerEmailJs, field } from "./form-fixtures"
import { expectFormKeeps, fillEnquiry, sendButton } from "./enquiry-fixtures"

// An empty Send, errors cleared once corrected, and the accessibility of every state are tested on the
// enquiry and the service request alike, in forms-sending.spec.ts.

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
})
