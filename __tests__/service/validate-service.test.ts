import { SERVICE_FIELDS, type ServiceValues } from "../../src/service/service-fields"
import { validateService, weekdayOf, type ServiceRules } from "../../src/service/validate-service"

const RULES: ServiceRules = {
  kinds: [
    { id: "breakdown", urgent: true, asksSymptoms: true },
    { id: "amc", urgent: false, asksSymptoms: false },
  ],
  openDays: [1, 2, 3, 4, 5, 6],
  // A Sunday.
  today: "2026-11-29",
}
const EMPTY = Object.fromEntries(SERVICE_FIELDS.map(field => [field, ""])) as ServiceValues
const AMC: ServiceValues = {
  ...EMPTY,
  request_kind: "amc",
  product_line: "ups-systems",
  area: "Satellite",
  address: "12, Shivalik Plaza",
  preferred_date: "2026-11-30",
  preferred_time: "morning",
  user_name: "Asha Mehta",
  user_phone: "98250 41236",
}
const codes = (values: ServiceValues) =>
  Object.fromEntries(Object.entries(validateService(values, RULES)).map(([field, error]) => [field, error!.code]))

describe("checking a service request", () => {
  it("accepts a complete AMC visit, without symptoms or the site's state, which it does not ask", () => {
    expect(codes(AMC)).toEqual({})
  })

  it("names every required answer that is missing", () => {
    expect(codes(EMPTY)).toEqual({
      request_kind: "kindRequired",
      product_line: "lineRequired",
      area: "areaRequired",
      address: "addressRequired",
      preferred_date: "dateRequired",
      preferred_time: "timeRequired",
      user_name: "nameRequired",
      user_phone: "phoneRequired",
    })
  })

  it("asks a breakdown what is wrong and whether the site is down, but lets it come at any day and hour", () => {
    const breakdown = { ...AMC, request_kind: "breakdown", preferred_date: "", preferred_time: "" }
    expect(codes(breakdown)).toEqual({ description: "problemRequired", site_down: "siteDownRequired" })
    expect(codes({ ...breakdown, symptoms: "beeping", site_down: "yes" })).toEqual({})
    expect(
      codes({ ...breakdown, description: "Smells of burning", site_down: "no", preferred_date: "2026-11-29" }),
    ).toEqual({})
  })

  it("refuses a day in the past, and a day the company does not visit unless it is a breakdown", () => {
    expect(codes({ ...AMC, preferred_date: "2026-11-28" })).toEqual({ preferred_date: "datePast" })
    expect(codes({ ...AMC, preferred_date: "2026-12-06" })).toEqual({ preferred_date: "dateClosed" })
    expect(codes({ ...AMC, preferred_time: "any" })).toEqual({ preferred_time: "timeRequired" })
  })

  it("checks the mobile number and an e-mail given as the enquiry does, and the e-mail is optional", () => {
    expect(codes({ ...AMC, user_phone: "12345" })).toEqual({ user_phone: "phoneWrongLength" })
    expect(codes({ ...AMC, user_phone: "૯૮૨૫૦ ૪૧૨૩૬" })).toEqual({})
    expect(codes({ ...AMC, user_email: "asha@" })).toEqual({ user_email: "emailInvalid" })
  })

  it("refuses a text longer than its field takes, with the numbers for the message", () => {
    const errors = validateService({ ...AMC, address: "x".repeat(301) }, RULES)
    expect(errors.address).toEqual({ code: "tooLong", max: 300, count: 301 })
  })

  it("reads the day of the week of a date", () => {
    expect(weekdayOf("2026-11-29")).toBe(0)
    expect(weekdayOf("2026-11-30")).toBe(1)
    expect(weekdayOf("30/11/2026")).toBeUndefined()
  })
})
