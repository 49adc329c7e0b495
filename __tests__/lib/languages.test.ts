import { languageAlternates, languageOfPath, pathInLanguage, pathWithoutLanguage } from "../../src/lib/languages"

describe("a page's address in each language", () => {
  it("knows a page's language from its address, and only by a whole first segment", () => {
    expect(languageOfPath("/")).toBe("en")
    expect(languageOfPath("/our-products/ups-systems")).toBe("en")
    expect(languageOfPath("/gu")).toBe("gu")
    expect(languageOfPath("/gu/")).toBe("gu")
    expect(languageOfPath("/gu/our-products/ups-systems")).toBe("gu")
    expect(languageOfPath("/guide")).toBe("en")
  })

  it("takes the prefix off", () => {
    expect(pathWithoutLanguage("/gu")).toBe("/")
    expect(pathWithoutLanguage("/gu/contact")).toBe("/contact")
    expect(pathWithoutLanguage("/contact")).toBe("/contact")
  })

  it("puts a path in either language, keeping its query and fragment, and leaves other links alone", () => {
    expect(pathInLanguage("/", "gu")).toBe("/gu")
    expect(pathInLanguage("/our-team", "gu")).toBe("/gu/our-team")
    expect(pathInLanguage("/gu/our-team", "gu")).toBe("/gu/our-team")
    expect(pathInLanguage("/gu/our-team", "en")).toBe("/our-team")
    expect(pathInLanguage("/gu", "en")).toBe("/")
    expect(pathInLanguage("/contact?message=UPS%20quote#enquiry", "gu")).toBe("/gu/contact?message=UPS%20quote#enquiry")
    expect(pathInLanguage("/?from=share", "gu")).toBe("/gu?from=share")
    for (const other of ["#main", "tel:+917900000000", "https://wa.me/91", "//cdn.example.in/x"])
      expect(pathInLanguage(other, "gu")).toBe(other)
  })

  it("names the same page in every language, English for everyone else, from either language's address", () => {
    const expected = [
      { lang: "en-IN", url: "/our-brands/apc" },
      { lang: "gu-IN", url: "/gu/our-brands/apc" },
      { lang: "x-default", url: "/our-brands/apc" },
    ]
    expect(languageAlternates("/our-brands/apc")).toEqual(expected)
    expect(languageAlternates("/gu/our-brands/apc")).toEqual(expected)
  })
})
