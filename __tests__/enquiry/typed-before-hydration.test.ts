import { ENQUIRY_FORM } from "../../src/enquiry/enquiry-definition"
import { watchTypedBeforeHydration } from "../../src/enquiry/typed-before-hydration"

const SERVER_FORM =
  '<form id="enquiry-form"><input name="user_name" value=""><input name="user_email" value="">' +
  '<input name="user_phone" value=""><textarea name="message">I would like to know more.</textarea>' +
  '<input name="website" value=""></form>'

function type(name: string, value: string) {
  const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!
  field.value = value
  field.dispatchEvent(new Event("input", { bubbles: true }))
}

beforeEach(() => (document.body.innerHTML = SERVER_FORM))

describe("what a visitor types before the form is hydrated", () => {
  it("is kept from before the scripts ran and while they run, even after the message is written back", () => {
    type("user_name", "Asha")
    const stop = watchTypedBeforeHydration(ENQUIRY_FORM)!
    type("message", "Two 10 kVA UPS for our office")
    // What React's hydration does to a textarea: its server text is written back.
    document.querySelector("textarea")!.value = "I would like to know more."
    type("user_phone", "98250 41236")
    expect(stop()).toEqual({
      user_name: "Asha",
      message: "Two 10 kVA UPS for our office",
      user_phone: "98250 41236",
    })
  })

  it("leaves out fields nobody touched, and the trap field", () => {
    const stop = watchTypedBeforeHydration(ENQUIRY_FORM)!
    type("website", "spam.example")
    expect(stop()).toEqual({})
  })

  it("is no longer watched once given", () => {
    const stop = watchTypedBeforeHydration(ENQUIRY_FORM)!
    stop()
    type("user_name", "Later")
    expect(stop()).toEqual({})
  })

  it("is nothing to watch when the form is not in the page yet (a visit from another page)", () => {
    document.body.innerHTML = ""
    expect(watchTypedBeforeHydration(ENQUIRY_FORM)).toBeUndefined()
  })
})
