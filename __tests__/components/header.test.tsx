import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Header } from "../../src/components/layout/header"
import { LanguageContext } from "../../src/hooks/use-language"
import { mockSiteQuery } from "./site-fixture"

// jsdom cannot follow links; stop the navigation and keep the click's other effects.
const stayOnPage = (event: MouseEvent) => event.preventDefault()
beforeEach(() => {
  mockSiteQuery()
  document.addEventListener("click", stayOnPage)
})
afterEach(() => document.removeEventListener("click", stayOnPage))

describe("Header", () => {
  it("links the logo to the home page and shows the six navigation links of the spec", () => {
    render(<Header pathname="/" />)
    expect(screen.getByRole("link", { name: "Vanraj Power Systems, Home" })).toHaveAttribute("href", "/")
    const nav = screen.getByRole("navigation", { name: "Main" })
    const links = Array.from(nav.querySelectorAll("li a")).map(a => [a.textContent, a.getAttribute("href")])
    expect(links).toEqual([
      ["Home", "/"],
      ["About Us", "/about-us"],
      ["Our Team", "/our-team"],
      ["Our Brands", "/our-brands"],
      ["Our Product", "/our-products"],
      ["Contact Us", "/contact"],
    ])
  })

  it("has a menu button that opens the navigation as a native popover, which needs no script", () => {
    render(<Header pathname="/" />)
    const button = screen.getByRole("button", { name: /Open menu/ })
    const nav = screen.getByRole("navigation", { name: "Main" })
    expect(button).toHaveAttribute("popovertarget", nav.id)
    expect(nav).toHaveAttribute("popover", "auto")
  })

  it("names the button for what it does: open the menu, or close it (CSS shows the one that applies)", () => {
    render(<Header pathname="/" />)
    const button = screen.getByRole("button", { name: /Open menu/ })
    expect(button).toHaveTextContent("Open menu")
    expect(button).toHaveTextContent("Close menu")
  })

  // jsdom has no popovers: the test gives the navigation the method the browser would.
  const watchMenu = () => {
    const nav = screen.getByRole("navigation", { name: "Main" })
    const togglePopover = jest.fn()
    Object.assign(nav, { togglePopover })
    return togglePopover
  }

  it("closes the menu when a link is followed, since the header stays on the next page", async () => {
    render(<Header pathname="/" />)
    const togglePopover = watchMenu()
    await userEvent.click(screen.getByRole("link", { name: "Our Team" }))
    expect(togglePopover).toHaveBeenCalledWith(false)
  })

  it("closes the menu when the logo is followed home", async () => {
    render(<Header pathname="/" />)
    const togglePopover = watchMenu()
    await userEvent.click(screen.getByRole("link", { name: /, Home$/ }))
    expect(togglePopover).toHaveBeenCalledWith(false)
  })

  it("offers the same page in Gujarati, named in Gujarati, inside the menu", () => {
    render(<Header pathname="/our-products/ups-systems" />)
    const nav = screen.getByRole("navigation", { name: "Main" })
    const other = within(nav).getByRole("link", { name: "ગુજરાતી" })
    expect(other).toHaveAttribute("href", "/gu/our-products/ups-systems")
    expect(other).toHaveAttribute("lang", "gu-IN")
    expect(other).toHaveAttribute("hreflang", "gu-IN")
  })

  it("on a Gujarati page, is in Gujarati, keeps its links in Gujarati, and offers the English page", () => {
    render(
      <LanguageContext.Provider value="gu">
        <Header pathname="/gu/our-team" />
      </LanguageContext.Provider>,
    )
    const nav = screen.getByRole("navigation", { name: "મુખ્ય મેનૂ" })
    const links = Array.from(nav.querySelectorAll("li a")).map(a => a.getAttribute("href"))
    expect(links).toEqual(["/gu", "/gu/about-us", "/gu/our-team", "/gu/our-brands", "/gu/our-products", "/gu/contact"])
    expect(within(nav).getByRole("link", { name: "અમારી ટીમ" })).toHaveAttribute("href", "/gu/our-team")
    const other = within(nav).getByRole("link", { name: "English" })
    expect(other).toHaveAttribute("href", "/our-team")
    expect(other).toHaveAttribute("lang", "en-IN")
    expect(screen.getByRole("link", { name: "Vanraj Power Systems, હોમ" })).toHaveAttribute("href", "/gu")
  })
})
