import type { DecapReact, Immutable } from "./decap"

/**
 * A Decap widget's control that also checks its field against the other files of content/, as the backend
 * has them on main, before a save. Decap asks a control's isValid() when Save is pressed and shows the error it
 * returns beside the field; it waits for no promise there (a promise only shows "is processing" and refuses the
 * save), so the other files are read as the field appears and the check itself is immediate.
 */

/** An entry as Decap's search hands it back: its path in the repository and its data. */
interface Hit {
  path: string
  slug: string
  data: Record<string, unknown>
}

/** What Decap hands a control, as much as the rules read. */
export interface ControlProps {
  value: unknown
  forID: string
  field: Immutable
  entry: Immutable
  collection: Immutable
  /**
   * Decap's search of a collection, as its relation widget uses it: on GitHub and on the local backend alike it
   * lists the collection's files on main. Its result is stored under `namespace`, so each use takes its own.
   */
  query(
    namespace: string,
    collection: string,
    searchFields: string[],
    searchTerm: string,
    file?: string,
  ): Promise<{ payload: { hits: Hit[] } }>
}

export interface Rule<Context> {
  /** Reads what the rule needs of the other files. */
  load(props: ControlProps): Promise<Context>
  /** What is wrong with the value, in the content check's words after the field's label, or nothing. */
  check(value: unknown, context: Context, props: ControlProps): string | undefined
}

/** The files of a collection (or one file of a collection of files), on main, as the content rules read them. */
export async function filesOf(props: ControlProps, collection: string, searchField: string, file?: string) {
  const { payload } = await props.query(`${props.forID}:${collection}`, collection, [searchField], "", file)
  return payload.hits.map(hit => ({ file: hit.path, data: hit.data }))
}

interface Wrapper {
  props: ControlProps
  state: { context?: unknown; failed?: string }
  setState(state: { context?: unknown; failed?: string }): void
  inner?: { isValid?(): unknown; getValidateValue?(): unknown; focus?(path?: string): void }
  mounted: boolean
  load(): void
}

export function controlWithRule<Context>(control: unknown, rule: Rule<Context>) {
  const { createClass, h } = window as unknown as DecapReact
  const spec: Record<string, unknown> & ThisType<Wrapper> = {
    getInitialState: () => ({}),
    componentDidMount() {
      this.mounted = true
      this.load()
    },
    componentWillUnmount() {
      this.mounted = false
    },
    load() {
      rule.load(this.props).then(
        context => this.mounted && this.setState({ context, failed: undefined }),
        (error: unknown) => this.mounted && this.setState({ failed: String(error) }),
      )
    },
    isValid() {
      const label = this.props.field.get("label")
      const refuse = (message: string) => ({ error: { type: "CUSTOM", message } })
      if (this.state.failed) {
        this.load()
        return refuse(`${label}: the other entries could not be read to check it (${this.state.failed}). Save again.`)
      }
      if (this.state.context === undefined)
        return refuse(`${label}: the other entries are still being read to check it. Save again in a moment.`)
      const problem = rule.check(this.props.value, this.state.context as Context, this.props)
      if (problem) return refuse(`${label} ${problem}.`)
      return this.inner?.isValid?.() ?? { error: false }
    },
    // What Decap's widget asks of the control it wraps, passed on to it.
    getValidateValue() {
      return this.inner?.getValidateValue?.()
    },
    focus(path?: string) {
      if (this.inner?.focus) this.inner.focus(path)
      else document.getElementById(this.props.forID)?.focus()
    },
    shouldComponentUpdate: () => true,
    render() {
      return h(control, { ...this.props, ref: (inner: Wrapper["inner"]) => (this.inner = inner) })
    },
  }
  return createClass(spec)
}
