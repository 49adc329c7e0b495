import type { RevealProps } from "../../../motion/reveal"

/**
 * The site's Reveal as a visitor first sees it, before any motion: a plain element. The real one
 * needs React hooks, which Decap's bundle does not expose; in the preview nothing moves anyway.
 */
export function Reveal({ as: Tag = "div", className, children }: RevealProps) {
  return <Tag className={className}>{children}</Tag>
}
