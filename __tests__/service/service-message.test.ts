import fs from "node:fs"
import path from "node:path"
import { askedAnswers, describeRequest, serviceRequestText, type ServiceWords } from "../../src/service/service-message"
import { serviceVariables } from "../../src/service/service-sending"
import { SERVICE_FIELDS, type ServiceValues } from "../../src/service/service-fields"

const service = JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/service.json"), "utf8")).en
const ups = service.lines.find((line: { line: string }) => line.line === "ups-systems")
const WORDS: ServiceWords = {
  form: service.form,
  kinds: service.kinds,
  lines: [{ id: "ups-systems", name: "UPS Systems" }],
  brands: [{ id: "apc", name: "APC" }],
  symptoms: [...ups.symptoms, ...service.dangerousSymptoms],
  batteries: service.batteries,
}
const EMPTY = Object.fromEntries(SERVICE_FIELDS.map(field => [field, ""])) as ServiceValues
const BREAKDOWN: ServiceValues = {
  ...EMPTY,
  request_kind: "breakdown",
  product_line: "ups-systems",
  brand: "apc",
  model: " SRV3KI ",
  installed_year: "2020",
  battery_kind: "smf",
  symptoms: "beeping\nburning-smell",
  description: "Beeps every few seconds since this morning's power cut.",
  site_down: "yes",
  area: "Satellite",
  address: "12, Shivalik Plaza, Near IIM Road",
  user_name: "Asha Mehta",
  user_phone: "098250-41236",
}
const describe2026 = (values: ServiceValues) =>
  describeRequest(values, WORDS, { reference: "VPS-2611-4K7QX", year: 2026, hasBatteries: true })

describe("a service request as the service desk reads it", () => {
  it("names every choice in words, and writes the mobile number in one standard form", () => {
    const { fields } = describe2026(BREAKDOWN)
    expect(fields).toMatchObject({
      request_kind: "Breakdown or fault",
      product_line: "UPS Systems",
      brand: "APC",
      model: "SRV3KI",
      battery_kind: "Sealed maintenance-free (SMF, VRLA), as in most UPS units",
      symptoms: "Beeping, continuously or often; Burning smell",
      site_down: "Yes, work has stopped",
      preferred_time: "As soon as possible, at any hour",
      user_phone: "+91 98250 41236",
    })
  })

  it("says the batteries are due when they are as old as their kind's usual life, and not before", () => {
    expect(describe2026(BREAKDOWN).batteryDue).toBe(
      "These batteries are 6 years old, and batteries of this kind usually last about 3 years here: they are due for replacement.",
    )
    expect(describe2026({ ...BREAKDOWN, installed_year: "2025" }).batteryDue).toBeUndefined()
    expect(describe2026({ ...BREAKDOWN, installed_year: "not-sure" }).batteryDue).toBeUndefined()
    expect(
      describeRequest(BREAKDOWN, WORDS, { reference: "VPS-2611-4K7QX", year: 2026, hasBatteries: false }).batteryDue,
    ).toBeUndefined()
  })

  it("is written one line a field, reference first, leaving out what was not asked or not answered", () => {
    const text = serviceRequestText(describe2026(BREAKDOWN), WORDS)
    const lines = text.split("\n")
    expect(lines[0]).toBe("Reference: VPS-2611-4K7QX")
    expect(lines).toContain("What do you need?: Breakdown or fault")
    expect(lines).toContain("Mobile Number: +91 98250 41236")
    expect(lines).toContain(describe2026(BREAKDOWN).batteryDue)
    expect(text).not.toMatch(/Serial number|Email/)
  })

  it("leaves out the answers of questions its kind does not ask, and another product's symptoms, though the page keeps them", () => {
    // Answered as a breakdown, then changed to an AMC visit: what is wrong and whether the site is down are hidden.
    const amc = { ...BREAKDOWN, request_kind: "amc", preferred_time: "morning" }
    expect(askedAnswers(amc, WORDS)).toMatchObject({ symptoms: "", description: "", site_down: "" })
    const lines = serviceRequestText(describe2026(amc), WORDS).split("\n")
    expect(lines.filter(line => /^(What is wrong|What happened|Is your site down)/.test(line))).toEqual([])
    // Not urgent, but it asks what is wrong.
    expect(askedAnswers({ ...BREAKDOWN, request_kind: "battery" }, WORDS)).toMatchObject({
      symptoms: "beeping\nburning-smell",
      site_down: "",
    })
    // Ticked for batteries ("hot"), then UPS Systems chosen: not one of its symptoms, nor named by its id.
    const { fields } = describe2026({ ...BREAKDOWN, symptoms: "hot\nbeeping" })
    expect(fields.symptoms).toBe("Beeping, continuously or often")
  })

  it("gives the company's own template every field as its own variable, and the enquiry's template the whole request as its message", () => {
    const request = describe2026(BREAKDOWN)
    const subject = "Service request VPS-2611-4K7QX"
    const own = serviceVariables(request, WORDS, { subject, language: "en", ownTemplate: true })
    expect(own).toMatchObject({
      title: subject,
      reference: "VPS-2611-4K7QX",
      language: "en",
      request_kind: "Breakdown or fault",
      site_down: "Yes, work has stopped",
      battery_due: request.batteryDue,
      user_phone: "+91 98250 41236",
    })
    expect(Object.keys(own)).toEqual(expect.arrayContaining([...SERVICE_FIELDS, "message"]))
    const enquiry = serviceVariables(request, WORDS, { subject, language: "en", ownTemplate: false })
    expect(Object.keys(enquiry).sort()).toEqual(["message", "title", "user_email", "user_name", "user_phone"])
    expect(enquiry.message).toBe(serviceRequestText(request, WORDS))
  })
})
