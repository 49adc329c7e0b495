import { createElement, isValidElement, type ReactNode } from "react"
import { AFTER_PAINT_ID } from "../lib/after-paint"

const isManifestLink = (node: ReactNode) =>
  isValidElement<{ rel?: string }>(node) && node.type === "link" && node.props.rel === "manifest"

/**
 * Chromium reads a page's manifest link as soon as the HTML is parsed, and fetches the manifest and
 * its 192-pixel icon to tell whether the site can be installed: on a phone, while the page's main
 * image is still on its way, and the manifest on a connection of its own (a manifest is fetched
 * without credentials unless its link asks for them). Nobody installs a page that has not painted, so
 * the link waits in a `<noscript>` until the main image is painted (src/lib/after-paint.ts).
 */
export function manifestAfterPaint(headComponents: ReactNode[]): ReactNode[] {
  return headComponents.map(node =>
    isManifestLink(node) ? createElement("noscript", { key: AFTER_PAINT_ID, id: AFTER_PAINT_ID }, node) : node,
  )
}
