import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Header } from "../../src/components/layout/header"
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
    render(<Header />)
    expect(screen.getByRole("link", { name: /Vanraj Power Systems, home/ })).toHaveAttribute("href", "/")
    const nav = screen.getByRole("navigation", { name: "Main" })
    const links = Array.from(nav.querySelectorAll("a")).map(a => [a.textContent, a.getAttribute("href")])
    expect(links).toEqual([
      ["Home", "/"],
      ["About Us", "/about-us"],
      ["Our Team", "/our-team"],
      ["Our Brands", "/our-brands"],
      ["Our Product", "/our-products"],
      ["Contact Us", "/contact"],
    ])
  })

  it("opens the menu with the button, which then offers to close it", async () => {
    render(<Header />)
    const button = screen.getByRole("button", { name: "Open menu" })
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(button).toHaveAttribute("aria-controls", "site-menu")
    await userEvent.click(button)
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true")
    expect(document.getElementById("site-menu")).toHaveAttribute("data-open", "true")
  })

  it("closes the menu when a link is followed", async () => {
    render(<Header />)
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }))
    await userEvent.click(screen.getByRole("link", { name: "Our Team" }))
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
  })

  it("closes the menu when the logo is followed home", async () => {
    render(<Header />)
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }))
    await userEvent.click(screen.getByRole("link", { name: /, home$/ }))
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
  })

  it("closes the menu on Escape", async () => {
    render(<Header />)
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }))
    await userEvent.keyboard("{Escape}")
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
  })
})
