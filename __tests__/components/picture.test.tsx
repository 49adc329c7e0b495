import { render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../../src/components/ui/picture"

const srcSet = (name: string, widths: number[], type: string) =>
  widths.map(width => `/static/${width}/${name}.${type} ${width}w`).join(",\n")

/** What gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 800, 2000], aspectRatio: 2.857) gives. */
const banner: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.35,
  backgroundColor: "#083828",
  images: {
    fallback: { src: "/static/2000/banner.jpg", srcSet: srcSet("banner", [480, 800, 2000], "jpg"), sizes: "100vw" },
    sources: [{ type: "image/avif", srcSet: srcSet("banner", [480, 800, 2000], "avif"), sizes: "100vw" }],
  },
}

const card: IGatsbyImageData = {
  layout: "constrained",
  width: 400,
  height: 300,
  images: { fallback: { src: "/static/400/ups.jpg", srcSet: srcSet("ups", [200, 400], "jpg"), sizes: "400px" } },
}

describe("Picture", () => {
  it("writes a full-width image with the pixel size of its widest file, in whole pixels of the same proportions", () => {
    render(<Picture image={banner} alt="A forest" eager sizes="100vw" />)
    const image = screen.getByRole("img", { name: "A forest" })
    expect(image).toHaveAttribute("width", "2000")
    expect(image).toHaveAttribute("height", "700")
    expect(image).toHaveAttribute("fetchpriority", "high")
  })

  it("rounds to the nearest pixel, as the image files are cut", () => {
    render(<Picture image={{ ...banner, height: 1 / 1.7778 }} alt="The hero" />)
    expect(screen.getByRole("img", { name: "The hero" })).toHaveAttribute("height", "1125")
  })

  it("writes a fixed-size image with the size it is drawn at", () => {
    render(<Picture image={card} alt="A tower UPS" />)
    const image = screen.getByRole("img", { name: "A tower UPS" })
    expect(image).toHaveAttribute("width", "400")
    expect(image).toHaveAttribute("height", "300")
    expect(image).toHaveAttribute("loading", "lazy")
  })

  it("gives the <img> behind a WebP source one file, and keeps the copies of one with none", () => {
    const hero: IGatsbyImageData = {
      ...banner,
      images: {
        ...banner.images,
        sources: [
          ...banner.images.sources!,
          { type: "image/webp", srcSet: srcSet("banner", [480, 800, 2000], "webp"), sizes: "100vw" },
        ],
      },
    }
    const { container } = render(
      <>
        <Picture image={hero} alt="The hero" eager />
        <Picture image={banner} alt="A forest" eager />
      </>,
    )
    const [withWebp, withoutWebp] = Array.from(container.querySelectorAll("img"))
    expect(withWebp).toHaveAttribute("src", "/static/2000/banner.jpg")
    expect(withWebp).not.toHaveAttribute("srcset")
    expect(withWebp).not.toHaveAttribute("sizes")
    expect(withoutWebp).toHaveAttribute("srcset", srcSet("banner", [480, 800, 2000], "jpg"))
  })

  it("lets a lazy picture go once the page has hydrated (picture-held.test.tsx: until then it is held)", () => {
    const { container } = render(<Picture image={card} alt="A tower UPS" />)
    expect(container.querySelector("img")).toHaveAttribute("src", "/static/400/ups.jpg")
    expect(container.querySelector("source[media]")).toBeNull()
  })
})
