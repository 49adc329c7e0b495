import { closedFor, openedBy, type UploadingField } from "./media-library-uploads"

/**
 * Decap's image field, wrapped for two things it does not do itself:
 * - It asks for its thumbnail once, while an existing file is still loading, and keeps the blank
 *   placeholder it got (decaporg/decap-cms#7099): an editor opening a product saw an empty square
 *   where its photo is. Once the file has loaded, this hands it a new getAsset, on which it asks again.
 * - It says which field opened the media library, so that a photo uploaded there is prepared for
 *   this field's place on the page (media-library-uploads.ts), and shows beside the field why a
 *   chosen file was refused.
 */

interface Asset {
  path: string
}
type GetAsset = (path: string, field: unknown) => Asset
interface Field {
  get(key: "min_width" | "max_bytes"): number | undefined
}
interface ControlProps {
  value?: string
  field: Field
  getAsset: GetAsset
  onOpenMediaLibrary(options: unknown): void
}
interface State {
  getAsset?: GetAsset
  refusal?: string
}
interface Wrapper {
  props: ControlProps
  state: State
  setState(state: State): void
  timer?: ReturnType<typeof setTimeout>
  uploading: UploadingField
  waitFor(value: string | undefined, tries: number): void
  openMediaLibrary(options: unknown): void
}
type CreateClass = (spec: Record<string, unknown> & ThisType<Wrapper>) => unknown
type CreateElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown

/** Decap's stand-in while a file loads: an empty SVG of this name. */
const PLACEHOLDER = "empty.svg"
const CHECK_EVERY_MS = 200
const GIVE_UP_AFTER_TRIES = 150
/** Bold and small as Decap writes a field's errors, in its darker red, which is readable on white. */
const REFUSAL_STYLE = { color: "#d60032", fontWeight: 600, fontSize: "13px", margin: "8px 0 0" }

export function imageControlThatWaits(control: unknown) {
  const { createClass, h } = window as unknown as { createClass: CreateClass; h: CreateElement }
  return createClass({
    getInitialState: () => ({}),
    componentDidMount() {
      this.uploading = {
        minWidth: this.props.field.get("min_width"),
        maxBytes: this.props.field.get("max_bytes"),
        refuse: refusal => this.setState({ refusal }),
      }
      this.waitFor(this.props.value, GIVE_UP_AFTER_TRIES)
    },
    componentDidUpdate(previous: ControlProps) {
      if (previous.value === this.props.value) return
      clearTimeout(this.timer)
      this.waitFor(this.props.value, GIVE_UP_AFTER_TRIES)
    },
    componentWillUnmount() {
      clearTimeout(this.timer)
      closedFor(this.uploading)
    },
    openMediaLibrary(options: unknown) {
      openedBy(this.uploading)
      this.props.onOpenMediaLibrary(options)
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
      const { getAsset, refusal } = this.state
      return h(
        "div",
        null,
        h(control, {
          ...this.props,
          getAsset: getAsset ?? this.props.getAsset,
          onOpenMediaLibrary: this.openMediaLibrary,
        }),
        refusal && h("p", { role: "alert", style: REFUSAL_STYLE }, refusal),
      )
    },
  })
}
