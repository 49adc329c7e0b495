/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server"
import { BrandLogo } from "../../src/components/ui/brand-logo"

const apc = { fields: { slug: "apc" }, title: "APC", logo: { publicURL: "/static/e9c7/apc.svg" } }

/** A brand's logo in the page's HTML, as the server writes it (src/lib/held-pictures.ts). */
describe("a brand's logo in the page's HTML", () => {
  it("is held: its file applies only where scripts do not run, and its img has no file of its own", () => {
    const html = renderToStaticMarkup(<BrandLogo brand={apc as Queries.BrandLogoFragment} />)
    expect(html).toContain('<source srcSet="/static/e9c7/apc.svg" media="(scripting: none)"/>')
    expect(html).toMatch(/<img src="data:image\/gif;base64,[^"]+" alt="APC" width="240" height="96" loading="lazy"/)
    expect(html.match(/apc\.svg/g)).toHaveLength(1)
    expect(html).toContain('href="/our-brands/apc"')
  })
})
