import type { Decap, DecapReact, Immutable } from "./decap"
import { itemFieldsInLanguage, type FormLanguage } from "./item-languages"
import { unwatchTranslation, watchTranslation, type TranslationControl } from "./translation-check"

/**
 * Decap's form redraws none of its fields while any image of the entry is loading (its Widget's
 * shouldComponentUpdate says no while `isLoadingAsset`), and that lasts seconds on a phone for an entry
 * with a gallery. A field is then not given the value it has just changed: React puts a text box back as
 * it was at every key, so what was typed vanished, and a switch's rule checked it as it was before the tap.
 * This wraps a field's control to keep the value the field last gave, and to redraw the control with it
 * at once, until Decap hands that value back itself; to write nothing from a field its language's
 * form hides; and to draw the fields of a list's items in the language of their form (item-languages.ts).
 */

interface Props {
  value: unknown
  field?: Immutable
  /** Whether Decap hides a field in the language of this form: a shared one, beside the Gujarati. */
  isFieldHidden?(field: Immutable): boolean
  /** What draws the fields inside this one (a list's items', a group's), as Decap hands it to every control. */
  editorControl?: unknown
  onChange(value: unknown, ...rest: unknown[]): void
  classNameWrapper?: unknown
  hasActiveStyle?: unknown
}
interface State {
  changed?: { value: unknown }
}
interface Inner {
  validate?(): void
  isValid?(): unknown
  getValidateValue?(): unknown
  focus?(path?: string): void
  shouldComponentUpdate?(next: Props): boolean
}
interface Wrapper extends TranslationControl {
  props: Props & FormLanguage & { forID?: string; validate(): void; field: Immutable }
  state: State
  /** props.editorControl, drawing each field in this form's language. */
  itemControl?: unknown
  setState(state: State): void
  inner?: Inner
  onChange(value: unknown, ...rest: unknown[]): void
}

export function controlKeepingValue(control: unknown) {
  const { createClass, h } = window as unknown as DecapReact
  const spec: Record<string, unknown> & ThisType<Wrapper> = {
    getInitialState: (): State => ({}),
    componentDidMount() {
      watchTranslation(this)
    },
    componentWillUnmount() {
      unwatchTranslation(this)
    },
    shownValue() {
      return this.state.changed ? this.state.changed.value : this.props.value
    },
    componentDidUpdate(previous: Props) {
      if (previous.value !== this.props.value && this.state.changed) this.setState({ changed: undefined })
    },
    onChange(value: unknown, ...rest: unknown[]) {
      // A field hidden in this language's form is written once, in English's: Decap still draws it, and
      // its relation widget writes its value as it opens (a line's brands), which Decap would store in the
      // Gujarati words, where the content check refuses a shared field.
      if (this.props.isFieldHidden?.(this.props.field)) return
      this.setState({ changed: { value } })
      this.props.onChange(value, ...rest)
    },
    /**
     * React asks this about the wrapper's own changes, and Decap's Widget about new props from the form (as
     * it asks any control that has one): then it answers as the control would, or as Widget does for one without.
     */
    shouldComponentUpdate(next: Props, nextState?: State) {
      if (nextState && nextState !== this.state) return true
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate(next)
      return (
        next.value !== this.props.value ||
        next.classNameWrapper !== this.props.classNameWrapper ||
        next.hasActiveStyle !== this.props.hasActiveStyle
      )
    },
    // What Decap's Widget asks of the control it wraps, passed on to it.
    isValid() {
      return this.inner?.isValid ? this.inner.isValid() : true
    },
    /**
     * Before a save, Decap asks a field's control for its own validate, and uses Widget's (handed to the control
     * as a prop) only for a control without one (EditorControlPane, ObjectControl). A group's control checks its
     * fields' controls that way: without this, a rule on a list inside a group (the helper's ratings) was never
     * asked, and only the check before writing refused the save.
     */
    validate() {
      if (this.inner?.validate) this.inner.validate()
      else this.props.validate()
    },
    getValidateValue() {
      return this.inner?.getValidateValue ? this.inner.getValidateValue() : this.state.changed?.value
    },
    focus(path?: string) {
      if (this.inner?.focus) this.inner.focus(path)
      else if (this.props.forID) document.getElementById(this.props.forID)?.focus()
    },
    render() {
      const { changed } = this.state
      return h(control, {
        ...this.props,
        ...(changed && { value: changed.value }),
        ...(this.props.editorControl !== undefined && {
          editorControl: (this.itemControl ??= itemFieldsInLanguage(this.props.editorControl, this)),
        }),
        onChange: this.onChange,
        ref: (inner: Inner | null) => (this.inner = inner ?? undefined),
      })
    },
  }
  return createClass(spec)
}

/** Wraps every widget registered so far (Decap's own and the site's) in controlKeepingValue. */
export function keepValuesWhileImagesLoad(CMS: Decap) {
  for (const { name, control, preview, schema, ...rest } of CMS.getWidgets())
    CMS.registerWidget({
      ...rest,
      name,
      controlComponent: controlKeepingValue(control),
      previewComponent: preview,
      schema,
    })
}
