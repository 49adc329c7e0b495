import { enquiryPath } from "../../src/lib/enquiry-path"

/** The message the contact form reads once the browser has followed the link (restore-enquiry.ts). */
const messageReadFrom = (path: string) => new URL(path, "https://www.vanrajpower.in").searchParams.get("message")

describe("the contact page's address with a message for its form", () => {
  it("gives the form back every message exactly as written", () => {
    for (const message of [
      "I would like to know more about your UPS systems & batteries?",
      "નમસ્તે, મારે આપની UPS સિસ્ટમ્સ વિશે વધુ જાણવું છે.",
      "1 + 1 = 2, 100% #1 <fast> \"quoted\" 'single' a\\b {x|y} ^`~",
      "Loads:\n- 2 PCs\n- 1 router\ttab",
      "  spaces kept  inside  ",
      "😀 and ©",
    ])
      expect(messageReadFrom(enquiryPath(message))).toBe(message)
  })

  it("writes Gujarati letters as they are and a space as +, not percent-encoded", () => {
    expect(enquiryPath("નમસ્તે, UPS & બેટરી")).toBe("/contact?message=નમસ્તે,+UPS+%26+બેટરી")
  })

  it("leaves bare no character that HTML or the address would misread", () => {
    const path = enquiryPath('a"b<c>d#e%f&g+h\ni')
    expect(path).not.toMatch(/["<>#\s]/)
    expect(path.split("?")[1].split("&")).toHaveLength(1)
  })
})
