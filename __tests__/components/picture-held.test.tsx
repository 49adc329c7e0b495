/**
 * @jest-environment node
 */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { renderToStaticMarkup } from "react-dom/server"
import { Picture } from "../../src/components/ui/picture"

const srcSet = (name: string, widths: number[], type: string) =>
  widths.map(width => `/static/${width}/${name}.${type} ${width}w`).join(",\n")

const card: IGatsbyImageData = {
  layout: "constrained",
  width: 400,
  height: 300,
  images: {
    fallback: { src: "/static/400/ups.jpg", srcSet: srcSet("ups", [400, 800], "jpg"), sizes: "400px" },
    sources: [{ type: "image/avif", srcSet: srcSet("ups", [400, 800], "avif"), sizes: "400px" }],
  },
}

/** A picture in the page's HTML, as the server writes it (src/lib/held-pictures.ts). */
describe("a picture in the page's HTML", () => {
  it("is held when lazy: its sources apply where scripts do not run, and its img has no file of its own", () => {
    const html = renderToStaticMarkup(<Picture image={card} alt="A tower UPS" />)
    expect(html).toContain('<source type="image/avif" srcSet="/static/400/ups.avif 400w')
    expect(html.match(/<source [^>]*media="\(scripting: none\)"/g)).toHaveLength(1)
    expect(html).toMatch(/<img src="data:image\/gif;base64,[^"]+"/)
    expect(html).not.toContain("/static/400/ups.jpg")
  })

  it("in one format (a logo's PNG) is held by a source of its own files", () => {
    const logo: IGatsbyImageData = { ...card, images: { fallback: card.images.fallback, sources: [] } }
    const html = renderToStaticMarkup(<Picture image={logo} alt="APC" />)
    expect(html).toContain(
      '<source srcSet="/static/400/ups.jpg 400w,\n/static/800/ups.jpg 800w" sizes="400px" media="(scripting: none)"/>',
    )
    expect(html).toMatch(/<img src="data:image\/gif;base64,[^"]+"/)
    expect(html.match(/ups\.jpg 400w/g)).toHaveLength(1)
  })

  it("is never held when it is the page's main image", () => {
    const html = renderToStaticMarkup(<Picture image={card} alt="" eager />)
    expect(html).not.toContain("media=")
    expect(html).toContain('src="/static/400/ups.jpg"')
  })
})
