/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server"
import { BrandLogo } from "../../src/components/ui/brand-logo"

/** gatsbyImageData as the BrandLogo fragment asks sharp for it: the logo's own format, a PNG for an SVG. */
const raster = {
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained",
      width: 180,
      height: 72,
      images: {
        sources: [],
        fallback: {
          src: "/static/e9c7/2eb79/apc.png",
          srcSet: "/static/e9c7/2eb79/apc.png 180w,\n/static/e9c7/001fb/apc.png 360w",
          sizes: "(min-width: 180px) 180px, 100vw",
        },
      },
    },
  },
}
const apc = { fields: { slug: "apc" }, title: "APC", logo: { raster } }
const render = (brand: object) => renderToStaticMarkup(<BrandLogo brand={brand as Queries.BrandLogoFragment} />)

/** A brand's logo in the page's HTML, as the server writes it (src/lib/held-pictures.ts). */
describe("a brand's logo in the page's HTML", () => {
  it("is its raster copies, held: they apply only where scripts do not run, and its img has no file of its own", () => {
    const html = render(apc)
    expect(html).toContain(
      '<source srcSet="/static/e9c7/2eb79/apc.png 180w,\n/static/e9c7/001fb/apc.png 360w" sizes="180px" media="(scripting: none)"/>',
    )
    expect(html).toMatch(/<img src="data:image\/gif;base64,[^"]+" width="180" height="72" alt="APC" loading="lazy"/)
    expect(html.match(/apc\.png 180w/g)).toHaveLength(1)
    expect(html).not.toContain(".svg")
    expect(html).toContain('href="/our-brands/apc"')
  })

  it("links by the brand's name where there is no picture of its logo", () => {
    const html = render({ ...apc, logo: { raster: { childImageSharp: null } } })
    expect(html).toBe('<a href="/our-brands/apc">APC</a>')
  })
})
