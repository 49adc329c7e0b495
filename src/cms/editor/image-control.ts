/**
 * Decap's image field asks for its thumbnail once, while an existing file is still loading, and
 * keeps the blank placeholder it got (decaporg/decap-cms#7099): an editor opening a product saw
 * an empty square where its photo is. This wraps Decap's own control and, once the file has
 * loaded, hands it a new getAsset, on which the control asks again.
 */

interface Asset {
  path: string
}
type GetAsset = (path: string, field: unknown) => Asset
interface ControlProps {
  value?: string
  field: unknown
  getAsset: GetAsset
}
interface Wrapper {
  props: ControlProps
  state: { getAsset?: GetAsset }
  setState(state: { getAsset: GetAsset }): void
  timer?: ReturnType<typeof setTimeout>
  waitFor(value: string | undefined, tries: number): void
}
type CreateClass = (spec: Record<string, unknown> & ThisType<Wrapper>) => unknown
type CreateElement = (type: unknown, props: Record<string, unknown>) => unknown

/** Decap's stand-in while a file loads: an empty SVG of this name. */
const PLACEHOLDER = "empty.svg"
const CHECK_EVERY_MS = 200
const GIVE_UP_AFTER_TRIES = 150

export function imageControlThatWaits(control: unknown) {
  const { createClass, h } = window as unknown as { createClass: CreateClass; h: CreateElement }
  return createClass({
    getInitialState: () => ({}),
    componentDidMount() {
      this.waitFor(this.props.value, GIVE_UP_AFTER_TRIES)
    },
    componentDidUpdate(previous: ControlProps) {
      if (previous.value === this.props.value) return
      clearTimeout(this.timer)
      this.waitFor(this.props.value, GIVE_UP_AFTER_TRIES)
    },
    componentWillUnmount() {
      clearTimeout(this.timer)
    },
    waitFor(value: string | undefined, tries: number) {
      if (!value || value !== this.props.value || tries === 0) return
      if (this.props.getAsset(value, this.props.field).path !== PLACEHOLDER) return
      this.timer = setTimeout(() => {
        if (this.props.getAsset(value, this.props.field).path === PLACEHOLDER) this.waitFor(value, tries - 1)
        else this.setState({ getAsset: (path, field) => this.props.getAsset(path, field) })
      }, CHECK_EVERY_MS)
    },
    // Decap's control decides for itself what to redraw; this passes every change on to it.
    shouldComponentUpdate: () => true,
    render() {
      return h(control, { ...this.props, getAsset: this.state.getAsset ?? this.props.getAsset })
    },
  })
}
