import type { NamedFolder } from "../../../lib/content-rules"

/** The shape of the editor's words for a field and for a collection (field-labels.ts and the files it joins). */

export interface FieldLabel {
  label: string
  hint: string
  /** A few sentences rather than a line: a text box instead of a one-line field. */
  multiline?: true
  /** A photo's field: the narrowest photo its place on the page can take, in pixels (src/lib/photo-sizes.ts). */
  minWidth?: number
  /** A file's field: the largest file its place takes, in bytes (the icon, which every page carries). */
  maxBytes?: number
  /** A photo's field: the folder beside the entry's file that its uploads go to, such as "photos". */
  folder?: string
  /**
   * Holds the file name of an entry of this collection ("apc" for content/brands/apc.json), or a list of them:
   * picked from the entries shown on the site, and checked against them (src/cms/editor/rule-widgets.ts).
   */
  relation?: NamedFolder
}

/** What a collection of content/ and one of its entries are called in the editor. */
export interface CollectionLabel {
  label: string
  singular: string
  description: string
  /** The field that names an entry: its file name is made from it when the entry is added. */
  identifier: string
}
