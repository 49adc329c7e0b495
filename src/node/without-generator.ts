import { isValidElement, type ReactNode } from "react"

const isGenerator = (node: ReactNode) =>
  isValidElement<{ name?: string }>(node) && node.type === "meta" && node.props.name === "generator"

/** Gatsby's `<meta name="generator">`, which tells nobody but a scanner which version built the site, goes. */
export function withoutGenerator(headComponents: ReactNode[]): ReactNode[] {
  return headComponents.filter(node => !isGenerator(node))
}
