/**
 * Without EmailJS's settings (as in these tests: the browser tests' build always has them), every form
 * of the site says online sending is not set up and offers the e-mail app, WhatsApp and a call with
 * everything typed: the enquiry and the service request, which share src/enquiry/'s machinery.
 */
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { en as contact } from "../../content/contact.json"
import { en as service } from "../../content/service.json"
import { EnquiryForm } from "../../src/enquiry/enquiry-form"
import { installationYears } from "../../src/service/battery-age"
import { ServiceForm } from "../../src/service/service-form"
import { mockSiteQuery } from "../components/site-fixture"

const copy = contact.form as unknown as Queries.EnquiryFormCopyFragment

const textbox = (name: string) => screen.getByRole("textbox", { name })

async function fillYou() {
  await userEvent.type(textbox("Name"), "Rajesh Patel")
  await userEvent.type(textbox("Mobile Number"), "98250 41236")
}

const FORMS = [
  {
    name: "the enquiry",
    path: "/contact",
    render: () => render(<EnquiryForm copy={copy} />),
    async fill() {
      await fillYou()
      await userEvent.type(textbox("Email"), "rajesh@example.com")
    },
    send: "Send Message",
    requiredTitle: "Please fill in all required fields: Name, Email, and Mobile Number.",
    subject: /^Regarding enquiry$/,
    text: ["I would like to know more about your services.", "Name: Rajesh Patel", "Mobile Number: 98250 41236"],
    email: "sales@vanrajpower.in",
    call: { name: "Call +91 98250 41236", href: "tel:+919825041236" },
  },
  {
    name: "the service request",
    path: "/service",
    render: () =>
      render(
        <ServiceForm
          content={service as unknown as Queries.ServiceFormContentFragment}
          enquiry={copy}
          productNames={[{ id: "ups-systems", name: "UPS Systems" }]}
          brands={[{ id: "apc", name: "APC" }]}
          years={installationYears(2026)}
        />,
      ),
    async fill() {
      await userEvent.click(screen.getByRole("radio", { name: /^Breakdown or fault/ }))
      await userEvent.selectOptions(screen.getByRole("combobox", { name: "Product" }), "UPS Systems")
      await userEvent.click(screen.getByRole("checkbox", { name: "Beeping, continuously or often" }))
      await userEvent.click(screen.getByRole("radio", { name: "Yes, work has stopped" }))
      await userEvent.type(textbox("Area"), "Satellite")
      await userEvent.type(textbox("Address"), "12, Shivalik Plaza")
      await fillYou()
    },
    send: "Send request",
    requiredTitle: "There is a problem with your request",
    subject: /^Service request VPS-\d{4}-[2346789HKQRTWXY]{5}$/,
    text: [
      "Product: UPS Systems",
      "What is wrong?: Beeping, continuously or often",
      "Address: 12, Shivalik Plaza",
      "Name: Rajesh Patel",
      "Mobile Number: +91 98250 41236",
    ],
    email: "support@vanrajpower.in",
    call: { name: "Call +91 99090 57814", href: "tel:+919909057814" },
  },
]

beforeEach(() => {
  mockSiteQuery()
  sessionStorage.clear()
})

describe.each(FORMS)("$name without EmailJS settings", form => {
  beforeEach(() => window.history.replaceState(null, "", form.path))

  it("says so plainly and offers the e-mail app, WhatsApp and a call with everything typed", async () => {
    form.render()
    await form.fill()
    await userEvent.click(screen.getByRole("button", { name: form.send }))
    // The service request's safety steps are an alert too, which these tests draw without their stylesheet.
    const alerts = screen.getAllByRole("alert").map(alert => alert.textContent)
    expect(alerts).toContainEqual(expect.stringContaining("Online sending is not set up on this site yet"))
    const mailto = screen.getByRole("link", { name: "Send by e-mail" }).getAttribute("href")!
    const [, email, subject, body] = /^mailto:([^?]+)\?subject=([^&]*)&body=(.*)$/.exec(mailto)!
    expect(email).toBe(form.email)
    expect(decodeURIComponent(subject)).toMatch(form.subject)
    for (const line of form.text) expect(decodeURIComponent(body).split("\n")).toContain(line)
    const whatsapp = screen.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href")!
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919825041236\?text=/)
    expect(decodeURIComponent(whatsapp.split("text=")[1])).toBe(
      `${decodeURIComponent(subject)}\n\n${decodeURIComponent(body)}`,
    )
    expect(screen.getByRole("link", { name: form.call.name })).toHaveAttribute("href", form.call.href)
    expect(textbox("Name")).toHaveValue("Rajesh Patel")
    // Each key typed redraws the whole form, and each query by role weighs every element of it: the
    // service request's hundred answers took 3 to 5 s here on a busy machine, against Jest's 5 s default.
  }, 15_000)

  it("still validates", async () => {
    form.render()
    await userEvent.click(screen.getByRole("button", { name: form.send }))
    expect(screen.getByRole("heading", { name: form.requiredTitle })).toBeInTheDocument()
    expect(screen.queryByText(/Online sending is not set up/)).not.toBeInTheDocument()
  })
})
