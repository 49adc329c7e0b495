import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../src/components/layout/footer"
import { mockSiteQuery } from "./site-fixture"

describe("Footer", () => {
  it("shows quick links with 'Our Products', phones as tel: and e-mails as mailto: links", () => {
    mockSiteQuery()
    render(<Footer />)
    const quickLinks = screen.getByRole("navigation", { name: "Quick Links" })
    expect(within(quickLinks).getByRole("link", { name: "Our Products" })).toHaveAttribute("href", "/our-products")
    expect(within(quickLinks).getByRole("link", { name: "Book a service" })).toHaveAttribute("href", "/service")
    expect(screen.getByRole("link", { name: "+91 98250 41236" })).toHaveAttribute("href", "tel:+919825041236")
    expect(screen.getByRole("link", { name: "sales@vanrajpower.in" })).toHaveAttribute(
      "href",
      "mailto:sales@vanrajpower.in",
    )
  })

  it("links the address to a map of it, named for the map", () => {
    mockSiteQuery()
    render(<Footer />)
    expect(
      screen.getByRole("link", {
        name: "304, Sahjanand Business Park, Near Shivranjani Cross Roads, Satellite, Ahmedabad, Gujarat 380015, India (map)",
      }),
    ).toHaveAttribute("href", "https://www.google.com/maps/search/?api=1&query=23.0247,72.5293")
  })

  it("shows an icon only for each social profile configured", () => {
    mockSiteQuery({ social: [{ network: "LinkedIn", url: "https://www.linkedin.com/company/example" }] })
    render(<Footer />)
    const profiles = screen.getByRole("list", { name: "Follow us" })
    expect(within(profiles).getAllByRole("link")).toHaveLength(1)
    expect(within(profiles).getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/company/example",
    )
  })

  it("shows no social list when no profile is configured", () => {
    mockSiteQuery({ social: [] })
    render(<Footer />)
    expect(screen.queryByRole("list", { name: "Follow us" })).not.toBeInTheDocument()
  })

  it("shows the current year with the rights-reserved line", () => {
    mockSiteQuery()
    render(<Footer />)
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Vanraj Power Systems Pvt. Ltd. All rights reserved.`),
    ).toBeInTheDocument()
  })
})
