import { Component, type ComponentType, type ReactNode } from "react"
import { createRoot, type Root } from "react-dom/client"
import type { DecapWindow, PreviewProps } from "../decap"

/**
 * A page that cannot be drawn from the form as it is (a required part emptied while typing) says so
 * in the preview, and is drawn again at the next change, instead of leaving the frame blank.
 */
class DrawingError extends Component<{ children: ReactNode; entry: unknown }, { error?: Error }> {
  state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  componentDidUpdate(previous: { entry: unknown }) {
    if (this.state.error && previous.entry !== this.props.entry) this.setState({ error: undefined })
  }
  render() {
    if (!this.state.error) return this.props.children
    return <p role="alert">The preview cannot show this yet: {this.state.error.message}</p>
  }
}

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
    frame.root.render(
      <DrawingError entry={frame.props.entry}>
        <Preview {...frame.props} />
      </DrawingError>,
    )
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
