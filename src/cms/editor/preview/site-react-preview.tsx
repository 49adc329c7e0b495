import type { ComponentType } from "react"
import { createRoot, type Root } from "react-dom/client"
import type { DecapWindow, PreviewProps } from "../decap"

/** The component Decap draws: its props, and the site's React root in its element. */
interface PreviewFrame {
  props: PreviewProps
  root?: Root
  element?: HTMLElement
}

/**
 * A preview template for Decap that draws with the site's own React 18: Decap's React, which draws
 * the editor, offers its createElement and createClass but no hooks, and the site's pages and
 * layout use hooks. Decap's component keeps an element of the preview frame; the site's React draws
 * the page into it, again at each change of the form.
 */
export function previewWithSiteReact(Preview: ComponentType<PreviewProps>): unknown {
  const { createClass, h } = window as unknown as DecapWindow
  function draw(frame: PreviewFrame) {
    frame.root ??= createRoot(frame.element!)
    frame.root.render(<Preview {...frame.props} />)
  }
  return createClass({
    componentDidMount(this: PreviewFrame) {
      draw(this)
    },
    componentDidUpdate(this: PreviewFrame) {
      draw(this)
    },
    componentWillUnmount(this: PreviewFrame) {
      // After Decap's commit: a root is not unmounted while a React is drawing.
      const root = this.root
      setTimeout(() => root?.unmount())
    },
    render(this: PreviewFrame) {
      return h("div", { ref: (element: HTMLElement | null) => (this.element = element ?? undefined) })
    },
  })
}
