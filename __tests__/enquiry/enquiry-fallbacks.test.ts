import { buildEnquiryFallbacks, buildEnquiryText } from "../../src/enquiry/enquiry-fallbacks"

const values = {
  user_name: "Rajesh Patel",
  user_email: "rajesh@example.com",
  user_phone: "98250 41236",
  message: "Need a UPS & batteries?",
}
const labels = { nameLabel: "Name", emailLabel: "Email", phoneLabel: "Mobile Number" }
const company = { email: "sales@vanrajpower.in", whatsapp: "+91 98250 41236", phone: "+91 99090 57814" }

describe("the enquiry's fallback links", () => {
  it("write the enquiry as plain text with every field", () => {
    expect(buildEnquiryText(values, labels)).toBe(
      "Need a UPS & batteries?\n\nName: Rajesh Patel\nEmail: rajesh@example.com\nMobile Number: 98250 41236",
    )
  })

  it("open the e-mail app with the subject and the whole enquiry", () => {
    const { mailto } = buildEnquiryFallbacks(values, labels, "Regarding enquiry", company)
    const url = new URL(mailto)
    expect(url.protocol).toBe("mailto:")
    expect(url.pathname).toBe("sales@vanrajpower.in")
    expect(url.searchParams.get("subject")).toBe("Regarding enquiry")
    expect(url.searchParams.get("body")).toBe(buildEnquiryText(values, labels))
    expect(mailto).not.toContain("+")
  })

  it("open WhatsApp with the company's number and the enquiry", () => {
    const { whatsapp } = buildEnquiryFallbacks(values, labels, "Regarding enquiry", company)
    const url = new URL(whatsapp)
    expect(url.origin + url.pathname).toBe("https://wa.me/919825041236")
    expect(url.searchParams.get("text")).toBe(`Regarding enquiry\n\n${buildEnquiryText(values, labels)}`)
  })

  it("call the company", () => {
    expect(buildEnquiryFallbacks(values, labels, "Regarding enquiry", company).tel).toBe("tel:+919909057814")
  })
})
