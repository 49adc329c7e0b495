import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { en as contact } from "../../content/contact.json"
import { EnquiryForm } from "../../src/enquiry/enquiry-form"
import { mockSiteQuery } from "../components/site-fixture"

const copy = contact.form as unknown as Queries.EnquiryFormCopyFragment

beforeEach(() => {
  mockSiteQuery()
  sessionStorage.clear()
  window.history.replaceState(null, "", "/contact")
})

async function fillIn() {
  await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Rajesh Patel")
  await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "rajesh@example.com")
  await userEvent.type(screen.getByRole("textbox", { name: "Mobile Number" }), "98250 41236")
}

describe("EnquiryForm", () => {
  it("has the specification's fields with visible labels and autocomplete", () => {
    const { container } = render(<EnquiryForm copy={copy} />)
    expect(container.querySelector('input[type="hidden"][name="title"]')).toHaveValue("Regarding enquiry")
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("autocomplete", "name")
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email")
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("autocomplete", "email")
    const phone = screen.getByRole("textbox", { name: "Mobile Number" })
    expect(phone).toHaveAttribute("type", "tel")
    expect(phone).toHaveAttribute("autocomplete", "tel")
    expect(phone).toHaveAttribute("maxlength", "20")
    const message = screen.getByRole("textbox", { name: "Message" })
    expect(message.tagName).toBe("TEXTAREA")
    expect(Number(message.getAttribute("rows"))).toBeGreaterThanOrEqual(2)
    expect(message).toHaveValue("I would like to know more about your services.")
  })

  it("pre-fills the message from ?message", () => {
    window.history.replaceState(null, "", "/contact?message=Tell%20me%20about%20batteries%20%26%20inverters")
    render(<EnquiryForm copy={copy} />)
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Tell me about batteries & inverters")
  })

  it("saves what is typed in the draft and restores it", async () => {
    const { unmount } = render(<EnquiryForm copy={copy} />)
    await fillIn()
    unmount()
    render(<EnquiryForm copy={copy} />)
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("rajesh@example.com")
  })
})
