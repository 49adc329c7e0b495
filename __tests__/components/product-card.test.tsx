import { render, screen, within } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ProductCard } from "../../src/components/ui/product-card"
import { enquiryPath } from "../../src/lib/enquiry-path"

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 400,
  height: 300,
  backgroundColor: "#2e7d4f",
  images: {
    fallback: {
      src: "/static/ups-400.jpg",
      srcSet: "/static/ups-200.jpg 200w, /static/ups-400.jpg 400w",
      sizes: "(min-width: 400px) 400px, 100vw",
    },
    sources: [
      {
        type: "image/avif",
        srcSet: "/static/ups-200.avif 200w, /static/ups-400.avif 400w",
        sizes: "(min-width: 400px) 400px, 100vw",
      },
    ],
  },
}

const product = {
  fields: { slug: "ups-systems" },
  primaryTitle: "UPS Systems",
  secondaryTitle: "APC by Schneider Electric",
  description: "Online UPS for server rooms.",
  imageAlt: "A tower UPS",
  contactUsMessage: "I would like to know more about your UPS systems & batteries?",
  image: { childImageSharp: { gatsbyImageData: image } },
} as unknown as Queries.ProductCardFragment

describe("ProductCard", () => {
  it("shows the image, highlighted title, brand line, description and Contact Us", () => {
    render(<ProductCard product={product} contactLabel="Contact Us" contactContext="about" />)
    expect(screen.getByRole("heading", { name: "UPS Systems" })).toBeInTheDocument()
    expect(screen.getByText("APC by Schneider Electric")).toBeInTheDocument()
    expect(screen.getByText("Online UPS for server rooms.")).toBeInTheDocument()
    const img = screen.getByRole("img", { name: "A tower UPS" })
    expect(img).toHaveAttribute("width", "400")
    expect(img).toHaveAttribute("height", "300")
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img.closest("picture")?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      expect.stringContaining("400w"),
    )
  })

  it("sends Contact Us to the contact page with its message", () => {
    render(<ProductCard product={product} contactLabel="Contact Us" contactContext="about" />)
    const link = screen.getByRole("link", { name: "Contact Us about UPS Systems" })
    expect(link).toHaveAttribute("href", enquiryPath(product.contactUsMessage))
    expect(link.getAttribute("href")).toBe(
      "/contact?message=I+would+like+to+know+more+about+your+UPS+systems+%26+batteries?",
    )
  })

  it("links its title to the line's page, once, beside Contact Us", () => {
    render(<ProductCard product={product} contactLabel="Contact Us" contactContext="about" />)
    const heading = screen.getByRole("heading", { name: "UPS Systems", level: 2 })
    expect(within(heading).getByRole("link", { name: "UPS Systems" })).toHaveAttribute(
      "href",
      "/our-products/ups-systems",
    )
    expect(screen.getAllByRole("link").map(link => link.getAttribute("href"))).toEqual([
      "/our-products/ups-systems",
      enquiryPath(product.contactUsMessage),
    ])
  })

  it("titles the card h3 under a section's heading", () => {
    render(<ProductCard product={product} contactLabel="Contact Us" contactContext="about" headingLevel="h3" />)
    expect(screen.getByRole("heading", { name: "UPS Systems", level: 3 })).toBeInTheDocument()
  })

  it("leaves out the brand line and image when the content has none", () => {
    const bare = {
      fields: { slug: "solar" },
      primaryTitle: "Solar",
      description: "Rooftop solar for offices.",
      contactUsMessage: "Tell me about solar.",
    } as Queries.ProductCardFragment
    const { container } = render(<ProductCard product={bare} contactLabel="Contact Us" contactContext="about" />)
    expect(screen.getByRole("heading", { name: "Solar" })).toBeInTheDocument()
    expect(container.querySelector("img")).toBeNull()
    expect(Array.from(container.querySelectorAll("p"), p => p.textContent)).toEqual(["Rooftop solar for offices."])
  })
})
