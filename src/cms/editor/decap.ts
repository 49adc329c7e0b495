/** The little of Decap CMS's browser API the editor uses (https://decapcms.org/docs/customization/). */

interface ImmutableMap {
  get(key: string): unknown
  toJS(): Record<string, unknown>
}

/** A field of the collection's configuration (config.yml), as Decap holds it. */
export interface FieldConfig {
  get(key: string): unknown
}

/** The fields of a collection, or of an object or a list of objects. */
export interface FieldList {
  find(test: (field: FieldConfig) => boolean): FieldConfig | undefined
}

/** What Decap passes a preview template: the entry being edited, its fields, and its images. */
export interface PreviewProps {
  entry: {
    get(key: "data"): ImmutableMap | undefined
    get(key: "slug"): string | undefined
    /** Another language's data, at ["i18n", language, "data"]. */
    getIn(path: string[]): unknown
  }
  fields: FieldList
  /** A URL for an image path of the entry (a blob: URL for one just uploaded); the field resolves relative paths. */
  getAsset(path: string, field?: FieldConfig): { toString(): string }
}

/** What Decap hands a preSave handler: the entry about to be written, every language of it. */
export interface PreSaveEvent {
  entry: {
    get(key: "collection" | "slug"): string
    get(key: "data"): { toJS(): unknown } | undefined
    /** A translation's words, at ["i18n", language, "data"]. */
    getIn(path: string[]): { toJS(): unknown } | undefined
  }
}

export interface Decap {
  registerPreviewTemplate(collection: string, component: unknown): void
  registerPreviewStyle(url: string): void
  registerCustomFormat(
    name: string,
    extension: string,
    /** toFile is given the names of the fields of the entry's form, in order (those of its collection or file). */
    format: { fromFile(text: string): unknown; toFile(data: unknown, fieldNames?: readonly string[]): string },
  ): void
  /** A widget as registered: its form control, its preview, and the schema of its options. */
  getWidget(name: string): { control: unknown; preview: unknown; schema: unknown }
  /** Every widget registered so far, each with its name and what it was registered with. */
  getWidgets(): ({ name: string; control: unknown; preview: unknown; schema: unknown } & Record<string, unknown>)[]
  registerWidget(widget: {
    name: string
    controlComponent: unknown
    previewComponent?: unknown
    schema?: unknown
  }): void
  /** A handler Decap awaits at an event; at "preSave", before anything is written, a throw refuses the save. */
  registerEventListener(listener: { name: "preSave"; handler: (event: PreSaveEvent) => Promise<void> }): void
  init(options: { config: Record<string, unknown> }): void
}

export interface DecapWindow {
  CMS?: Decap
  /** Read by Decap's bundle as it loads: wait for CMS.init instead of starting at once. */
  CMS_MANUAL_INIT?: boolean
  /** Decap's React: its createElement and its createClass, the only parts of it Decap's bundle exposes. */
  h: (type: string, props: Record<string, unknown>) => unknown
  createClass: (spec: object) => unknown
}

/** An immutable.js map or list, as Decap hands fields, entries and list values to a control. */
export interface Immutable {
  get(key: string): unknown
  toJS(): unknown
}

/** Decap's React, as its bundle leaves it on window for widgets written without a build of their own. */
export interface DecapReact {
  createClass(spec: Record<string, unknown>): unknown
  h(type: unknown, props: Record<string, unknown>): unknown
}
