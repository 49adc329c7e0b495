import { isValidElement, type ReactNode } from "react"

/** Gatsby's name for the stylesheet of everything on every page: header, footer and the global rules. */
const SITE_STYLESHEET = /^\/app\.[0-9a-f]+\.css$/

const isInlinedStylesheet = (node: ReactNode, name?: RegExp) =>
  isValidElement<{ "data-href"?: string }>(node) &&
  node.type === "style" &&
  typeof node.props["data-href"] === "string" &&
  (!name || name.test(node.props["data-href"]))

/**
 * Each page inlines two stylesheets: the site's and its own sections'. Gatsby writes the page's
 * first; this puts the site's first, as the cascade expects (global rules, then components).
 */
export function siteStylesheetFirst(headComponents: ReactNode[]): ReactNode[] {
  const first = headComponents.findIndex(node => isInlinedStylesheet(node))
  const site = headComponents.filter(node => isInlinedStylesheet(node, SITE_STYLESHEET))
  if (first < 0 || site.length === 0) return headComponents
  const rest = headComponents.filter(node => !site.includes(node))
  return [...rest.slice(0, first), ...site, ...rest.slice(first)]
}
