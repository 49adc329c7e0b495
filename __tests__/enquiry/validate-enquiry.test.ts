import {
  isIndianMobile,
  isMissingRequired,
  normaliseEnquiry,
  normaliseIndianMobile,
  validateEnquiry,
  type EnquiryValues,
} from "../../src/enquiry/validate-enquiry"

const good: EnquiryValues = {
  user_name: "Rajesh Patel",
  user_email: "rajesh@example.com",
  user_phone: "98250 41236",
  message: "Hello",
}
const codes = (values: Partial<EnquiryValues>) =>
  Object.fromEntries(
    Object.entries(validateEnquiry({ ...good, ...values })).map(([field, error]) => [field, error?.code]),
  )

describe("isIndianMobile", () => {
  it.each([
    "9825041236",
    "98250 41236",
    "98250-41236",
    "(98250) 41236",
    "+91 98250 41236",
    "+91-98250-41236",
    "919825041236",
    "09825041236",
    "6000000000",
    " 7999999999 ",
  ])("accepts %p", number => expect(isIndianMobile(number)).toBe(true))

  it.each([
    "",
    "98250",
    "982504123",
    "98250412361",
    "5825041236",
    "0000000000",
    "+1 415 555 0100",
    "+9198250412",
    "98250 4123O",
    "98250+41236",
    "9825041236 ext 2",
  ])("refuses %p", number => expect(isIndianMobile(number)).toBe(false))
})

describe("normaliseIndianMobile", () => {
  it.each([
    ["9825041236", "+91 98250 41236"],
    ["098250-41236", "+91 98250 41236"],
    ["+91 (98250) 41236", "+91 98250 41236"],
    ["91 98250 41236", "+91 98250 41236"],
  ])("writes %p as %p", (raw, normalised) => expect(normaliseIndianMobile(raw)).toBe(normalised))

  it("gives null for a number it cannot accept", () => expect(normaliseIndianMobile("12345")).toBeNull())
})

describe("validateEnquiry", () => {
  it("accepts a complete enquiry", () => expect(validateEnquiry(good)).toEqual({}))

  it("requires name, e-mail and mobile number, counting whitespace as empty", () => {
    const found = codes({ user_name: "  ", user_email: "", user_phone: "\t" })
    expect(found).toEqual({ user_name: "nameRequired", user_email: "emailRequired", user_phone: "phoneRequired" })
    expect(isMissingRequired(validateEnquiry({ ...good, user_name: "" }))).toBe(true)
  })

  it("does not require a message", () => expect(codes({ message: "" })).toEqual({}))

  it.each([
    [{ user_name: "123" }, { user_name: "nameNoLetters" }],
    [{ user_name: "ર".repeat(101) }, { user_name: "nameTooLong" }],
    [{ user_name: "રાજેશ પટેલ" }, {}],
    [{ user_email: "rajesh.example.com" }, { user_email: "emailMissingAt" }],
    [{ user_email: "rajesh@example" }, { user_email: "emailInvalid" }],
    [{ user_email: "rajesh@example.c" }, { user_email: "emailInvalid" }],
    [{ user_email: "raj@esh@example.com" }, { user_email: "emailInvalid" }],
    [{ user_email: `${"a".repeat(250)}@example.com` }, { user_email: "emailTooLong" }],
    [{ user_email: "  rajesh@mail.example.co.in " }, {}],
    [{ user_phone: "98250" }, { user_phone: "phoneWrongLength" }],
    [{ user_phone: "58250 41236" }, { user_phone: "phoneWrongStart" }],
    [{ user_phone: "+44 7700 900123" }, { user_phone: "phoneNotIndian" }],
    [{ user_phone: "98250 4123a" }, { user_phone: "phoneInvalidCharacters" }],
    [{ user_phone: "9".repeat(21) }, { user_phone: "phoneTooLong" }],
    [{ message: "x".repeat(2001) }, { message: "messageTooLong" }],
  ])("for %p reports %p", (values, expected) => expect(codes(values)).toEqual(expected))

  it("counts digits and characters for the messages", () => {
    expect(validateEnquiry({ ...good, user_phone: "98250 412" }).user_phone).toEqual({
      code: "phoneWrongLength",
      count: 8,
    })
    expect(validateEnquiry({ ...good, message: "x".repeat(2001) }).message).toEqual({
      code: "messageTooLong",
      max: 2000,
      count: 2001,
    })
  })
})

describe("normaliseEnquiry", () => {
  it("trims every field and writes the mobile number in one form", () => {
    expect(
      normaliseEnquiry({
        user_name: " Rajesh ",
        user_email: " r@example.com ",
        user_phone: "098250-41236",
        message: " Hi \n",
      }),
    ).toEqual({
      user_name: "Rajesh",
      user_email: "r@example.com",
      user_phone: "+91 98250 41236",
      message: "Hi",
    })
  })
})

describe("a mobile number typed in Gujarati or Devanagari digits", () => {
  it("is read as the same number, and sent with 0–9", () => {
    expect(isIndianMobile("૯૮૨૫૦ ૪૧૨૩૬")).toBe(true)
    expect(isIndianMobile("+૯૧ ૯૮૨૫૦-૪૧૨૩૬")).toBe(true)
    expect(isIndianMobile("९८२५० ४१२३६")).toBe(true)
    expect(normaliseIndianMobile("૦૯૮૨૫૦૪૧૨૩૬")).toBe("+91 98250 41236")
    expect(
      validateEnquiry({ user_name: "રમેશ", user_email: "r@example.in", user_phone: "૫૮૨૫૦ ૪૧૨૩૬", message: "" }),
    ).toEqual({ user_phone: { code: "phoneWrongStart" } })
  })
})
