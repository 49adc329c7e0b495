import { parse } from "acorn"
import { ENQUIRY_FORM } from "../../src/enquiry/enquiry-definition"
import { restoreFormScript, savedForm } from "../../src/enquiry/restore-enquiry"

const SERVER_FORM =
  '<form id="enquiry-form"><input name="user_name" value=""><input name="user_email" value="">' +
  '<input name="user_phone" value=""><textarea name="message">I would like to know more.</textarea></form>'

const DRAFT = {
  user_name: "Asha Mehta",
  user_email: "asha@example.com",
  user_phone: "98250 41236",
  message: "Two 10 kVA UPS for our office",
}

const value = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value

/** Runs the script as the browser does when it parses it, right after the form. */
const runInPage = () => window.eval(restoreFormScript(ENQUIRY_FORM))

beforeEach(() => {
  document.body.innerHTML = SERVER_FORM
  sessionStorage.clear()
  window.history.replaceState(null, "", "/contact")
})

describe("the script that restores the enquiry as the page is parsed", () => {
  it("fills every field from the draft", () => {
    sessionStorage.setItem("enquiry-draft", JSON.stringify(DRAFT))
    runInPage()
    expect(Object.keys(DRAFT).map(value)).toEqual(Object.values(DRAFT))
  })

  it("puts a product's ?message in place of the draft's message, and keeps the rest of the draft", () => {
    sessionStorage.setItem("enquiry-draft", JSON.stringify(DRAFT))
    window.history.replaceState(null, "", "/contact?message=%20Tell%20me%20about%20batteries%20%26%20inverters%20")
    runInPage()
    expect(value("message")).toBe("Tell me about batteries & inverters")
    expect(value("user_name")).toBe("Asha Mehta")
  })

  it("leaves a field the visitor typed into as it is, before ?message and the draft", () => {
    sessionStorage.setItem("enquiry-draft", JSON.stringify(DRAFT))
    window.history.replaceState(null, "", "/contact?message=Inverters")
    document.querySelector("textarea")!.value = "Typed first"
    document.querySelector<HTMLInputElement>('[name="user_phone"]')!.value = "99090 57814"
    runInPage()
    expect(value("message")).toBe("Typed first")
    expect(value("user_phone")).toBe("99090 57814")
    expect(value("user_email")).toBe("asha@example.com")
  })

  it("keeps the server text where there is nothing to restore", () => {
    runInPage()
    expect(value("message")).toBe("I would like to know more.")
    expect(value("user_name")).toBe("")
  })

  it("ignores a draft it cannot read, or values that are not text, and still takes ?message", () => {
    sessionStorage.setItem("enquiry-draft", "{not json")
    window.history.replaceState(null, "", "/contact?message=Inverters")
    expect(runInPage).not.toThrow()
    expect(value("message")).toBe("Inverters")
    sessionStorage.setItem("enquiry-draft", JSON.stringify({ user_name: 42, user_email: null, message: ["x"] }))
    expect(savedForm("enquiry-draft", "", ENQUIRY_FORM.fromAddress!)).toEqual({})
  })

  it("works where storage is blocked", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    })
    expect(savedForm("enquiry-draft", "?message=UPS", ENQUIRY_FORM.fromAddress!)).toEqual({ message: "UPS" })
    getItem.mockRestore()
  })

  it("is ES5, as nothing compiles it for older browsers", () => {
    expect(() => parse(restoreFormScript(ENQUIRY_FORM), { ecmaVersion: 5 })).not.toThrow()
  })
})

describe("the same script for a form of boxes and choices", () => {
  const FORM = {
    id: "choices",
    fields: ["kind", "symptoms", "line", "area"],
    draftKey: "choices-draft",
    trapId: "choices-website",
  }
  const boxes = (name: string) =>
    Array.from(document.querySelectorAll<HTMLInputElement>(`[name="${name}"]`))
      .filter(box => box.checked)
      .map(box => box.value)

  beforeEach(() => {
    document.body.innerHTML =
      '<form id="choices"><input type="radio" name="kind" value="breakdown"><input type="radio" name="kind" value="amc">' +
      '<input type="checkbox" name="symptoms" value="beeping"><input type="checkbox" name="symptoms" value="smoke">' +
      '<input type="checkbox" name="symptoms" value="no-backup">' +
      '<select name="line"><option value="">Choose</option><option value="ups-systems">UPS</option></select>' +
      '<input name="area" value=""></form>'
  })

  it("ticks the draft's boxes, picks its choices and fills its text", () => {
    sessionStorage.setItem(
      "choices-draft",
      JSON.stringify({ kind: "amc", symptoms: "beeping\nno-backup", line: "ups-systems", area: "Satellite" }),
    )
    window.eval(restoreFormScript(FORM))
    expect(boxes("kind")).toEqual(["amc"])
    expect(boxes("symptoms")).toEqual(["beeping", "no-backup"])
    expect(document.querySelector("select")!.value).toBe("ups-systems")
    expect(value("area")).toBe("Satellite")
  })

  it("leaves a box the visitor ticked, and a choice they made, as they are", () => {
    sessionStorage.setItem("choices-draft", JSON.stringify({ symptoms: "beeping", line: "" }))
    document.querySelector<HTMLInputElement>('[value="smoke"]')!.checked = true
    document.querySelector("select")!.value = "ups-systems"
    window.eval(restoreFormScript(FORM))
    expect(boxes("symptoms")).toEqual(["beeping", "smoke"])
    expect(document.querySelector("select")!.value).toBe("ups-systems")
  })

  it("is ES5 too", () => {
    expect(() => parse(restoreFormScript(FORM), { ecmaVersion: 5 })).not.toThrow()
  })
})
