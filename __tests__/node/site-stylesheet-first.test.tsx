/**
 * @jest-environment node
 */
import { siteStylesheetFirst } from "../../src/node/site-stylesheet-first"

const style = (href: string) => <style key={href} data-href={href} />
const names = (nodes: ReturnType<typeof siteStylesheetFirst>) =>
  nodes.map(node => {
    const { props } = node as JSX.Element
    return props["data-href"] ?? props.name ?? props.rel
  })

it("puts the site's stylesheet before the page's, where the page's was", () => {
  const head = [
    <meta key="m" name="viewport" />,
    style("/component---src-pages-index-tsx.35fa.css"),
    style("/app.2301.css"),
    <link key="l" rel="icon" />,
  ]
  expect(names(siteStylesheetFirst(head))).toEqual([
    "viewport",
    "/app.2301.css",
    "/component---src-pages-index-tsx.35fa.css",
    "icon",
  ])
})

it("leaves a head already in order, or without the site's stylesheet, as it is", () => {
  const ordered = [style("/app.2301.css"), style("/component---src-pages-index-tsx.35fa.css")]
  expect(siteStylesheetFirst(ordered)).toEqual(ordered)
  const pageOnly = [<meta key="m" name="viewport" />, style("/component---src-pages-404-tsx.bf78.css")]
  expect(siteStylesheetFirst(pageOnly)).toEqual(pageOnly)
})
