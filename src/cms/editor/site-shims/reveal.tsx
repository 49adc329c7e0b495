import type { RevealProps } from "../../../motion/reveal"

/**
 * The site's Reveal as a visitor first sees it, before any motion: a plain element. In the preview
 * nothing moves, and the real one would bring framer-motion into the editor's script.
 */
export function Reveal({ as: Tag = "div", className, children }: RevealProps) {
  return <Tag className={className}>{children}</Tag>
}
