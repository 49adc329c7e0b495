import type { DecapReact, Immutable } from "./decap"

/**
 * A Decap widget's control that also checks its field against the other files of content/, as the backend
 * has them on main, before a save. Decap asks a control's isValid() when Save is pressed and shows the error it
 * returns beside the field; it waits for no promise there (a promise only shows "is processing" and refuses the
 * save), so the other files are read as the field appears and the check itself is immediate. When Save comes
 * before they are read (a slow connection), the save goes on to Decap's preSave event, which waits for them and
 * refuses, with the same words beside the field, before anything is written (rulesBeforeWriting).
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
  /** The ids of the fields, lists and list items the field is in, outermost first: [..., list, item, group]. */
  parentIds?: string[]
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

/** The values of a field in every item of the list it is in (the service page's product lines), and its own place. */
export interface PlaceInList {
  values: unknown[]
  index: number
}

export interface Rule<Context> {
  /** Reads what the rule needs of the other files. */
  load(props: ControlProps): Promise<Context>
  /** What is wrong with the value, in the content check's words after the field's label, or nothing. */
  check(value: unknown, context: Context, props: ControlProps, inList: () => PlaceInList): string | undefined
}

/** The files of a collection (or one file of a collection of files), on main, as the content rules read them. */
export async function filesOf(props: ControlProps, collection: string, searchField: string, file?: string) {
  const { payload } = await props.query(`${props.forID}:${collection}`, collection, [searchField], "", file)
  return payload.hits.map(hit => ({ file: hit.path, data: hit.data }))
}

interface Wrapper {
  props: ControlProps & { validate(): void }
  /**
   * What reading the other files gave: kept on the control itself, not in React's state, which React updates
   * later (it batches), so the preSave handler, resuming as the read ends, sees it at once.
   */
  read?: { context: unknown } | { failed: string }
  inner?: { validate?(): void; isValid?(): unknown; getValidateValue?(): unknown; focus?(path?: string): void }
  mounted: boolean
  /** Save was pressed before the other files were read: their check is shown as soon as they are. */
  checkedEarly?: boolean
  loading: Promise<void>
  load(): void
  problem(): string | undefined
}

/** The rule controls of the entry being edited. */
const mountedControls = new Set<Wrapper>()

/** The list a field is in, by its id and its ancestors' (parentIds without the item and its group). */
const listOf = (control: Wrapper) => JSON.stringify(control.props.parentIds?.slice(0, -2) ?? [])

/**
 * The same field of every item of the control's list, in the order the form shows them, and the control's place.
 * Decap tells a control which list and item it is in (parentIds) but not the item's place, so the controls are
 * ordered as their boxes are on the page (a relation's box has the field's id).
 */
function placeInList(control: Wrapper): PlaceInList {
  const list = listOf(control)
  const box = (other: Wrapper) => document.getElementById(other.props.forID)
  const items = [...mountedControls]
    .filter(other => other.props.field === control.props.field && listOf(other) === list)
    .sort((a, b) => {
      const [first, second] = [box(a), box(b)]
      if (!first || !second || first === second) return 0
      return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
    })
  return { values: items.map(item => item.props.value), index: items.indexOf(control) }
}

/**
 * Decap's preSave handler: waits for the files every rule reads, then refuses the save, before anything is
 * written, when one finds a mistake; each control shows its message beside its field, as on a checked save.
 */
export async function rulesBeforeWriting(): Promise<void> {
  const controls = [...mountedControls]
  await Promise.all(controls.map(control => control.loading))
  const problems = controls.map(control => control.problem()).filter(Boolean)
  if (problems.length === 0) return
  for (const control of controls) control.props.validate()
  throw new Error(problems.join(" "))
}

export function controlWithRule<Context>(control: unknown, rule: Rule<Context>) {
  const { createClass, h } = window as unknown as DecapReact
  const spec: Record<string, unknown> & ThisType<Wrapper> = {
    componentDidMount() {
      this.mounted = true
      mountedControls.add(this)
      this.load()
    },
    componentWillUnmount() {
      this.mounted = false
      mountedControls.delete(this)
    },
    load() {
      this.loading = rule.load(this.props).then(
        context => {
          this.read = { context }
          if (this.mounted && this.checkedEarly) this.props.validate()
        },
        (error: unknown) => {
          this.read = { failed: String(error) }
        },
      )
    },
    /** What is wrong, in words after the field's label; nothing while the other files are still being read. */
    problem() {
      const label = this.props.field.get("label")
      if (this.read === undefined) return undefined
      if ("failed" in this.read)
        return `${label}: the other entries could not be read to check it (${this.read.failed}). Save again.`
      const problem = rule.check(this.props.value, this.read.context as Context, this.props, () => placeInList(this))
      return problem && `${label} ${problem}.`
    },
    isValid() {
      if (this.read && "failed" in this.read) this.load()
      if (this.read === undefined) this.checkedEarly = true
      const problem = this.problem()
      if (problem) return { error: { type: "CUSTOM", message: problem } }
      return this.inner?.isValid?.() ?? { error: false }
    },
    /**
     * A list of groups checks its items itself and then skips Widget's check of the list (ListControl.validate),
     * which is where isValid above is asked: both run here.
     */
    validate() {
      this.inner?.validate?.()
      this.props.validate()
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
