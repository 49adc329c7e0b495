/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server"
import { BrandLogo } from "../../src/components/ui/brand-logo"

/** gatsbyImageData as the BrandLogo fragment asks sharp for it: AVIF, and WebP as the fallback. */
const raster = {
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained",
      width: 180,
      height: 72,
      images: {
        sources: [
          {
            type: "image/avif",
            srcSet: "/static/e9c7/d7b77/apc.avif 180w,\n/static/e9c7/8bd5d/apc.avif 360w",
            sizes: "(min-width: 180px) 180px, 100vw",
          },
        ],
        fallback: {
          src: "/static/e9c7/bcdd3/apc.webp",
          srcSet: "/static/e9c7/bcdd3/apc.webp 180w,\n/static/e9c7/daf88/apc.webp 360w",
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
    expect(html).toContain('<source type="image/avif" srcSet="/static/e9c7/d7b77/apc.avif 180w')
    expect(html).toContain('media="(scripting: none)"')
    expect(html).toMatch(/<img src="data:image\/gif;base64,[^"]+" width="180" height="72" alt="APC" loading="lazy"/)
    expect(html).not.toContain("apc.webp")
    expect(html).not.toContain(".svg")
    expect(html).toContain('href="/our-brands/apc"')
  })

  it("links by the brand's name where there is no picture of its logo", () => {
    const html = render({ ...apc, logo: { raster: { childImageSharp: null } } })
    expect(html).toBe('<a href="/our-brands/apc">APC</a>')
  })
})
