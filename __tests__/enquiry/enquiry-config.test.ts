import { emailJsConfig, missingEmailJsVariables } from "../../src/enquiry/enquiry-config"

describe("the EmailJS configuration", () => {
  it("is complete only with all three values", () => {
    expect(emailJsConfig({ publicKey: "k", serviceId: "s", templateId: "t" })).toEqual({
      publicKey: "k",
      serviceId: "s",
      templateId: "t",
    })
    expect(emailJsConfig({ publicKey: "k", serviceId: "s" })).toBeNull()
    expect(emailJsConfig({ publicKey: " ", serviceId: "s", templateId: "t" })).toBeNull()
  })

  it("is missing in a test build without the variables", () => expect(emailJsConfig()).toBeNull())

  it("names the variables that are not set", () => {
    expect(missingEmailJsVariables({ GATSBY_EMAILJS_PUBLIC_KEY: "k", GATSBY_EMAILJS_TEMPLATE_ID: "  " })).toEqual([
      "GATSBY_EMAILJS_SERVICE_ID",
      "GATSBY_EMAILJS_TEMPLATE_ID",
    ])
  })
})
