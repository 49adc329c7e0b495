/** @jest-environment node */
import { overlayEntry, type OverlayContext } from "../../src/cms/editor/preview/entry-overlay"
import type { FieldConfig, FieldList } from "../../src/cms/editor/decap"

/** Fields as Decap hands them to a preview: immutable maps, read with get. */
const field = (options: Record<string, unknown>): FieldConfig => ({ get: key => options[key] })
const fields = (...all: FieldConfig[]): FieldList => ({ find: test => all.find(test) })

const brands: Record<string, unknown> = { apc: { title: "APC" }, dell: { title: "Dell" } }
const context: OverlayContext = {
  getAsset: () => "",
  linked: (collection, slug) => (collection === "brands" ? brands[slug] : undefined),
}

describe("the preview's entry, the form's values over the published page", () => {
  test("draws a relation the query links (a line's brands) as the entries the form picks", () => {
    const form = fields(field({ name: "brands", widget: "entry-relation", collection: "brands", multiple: true }))
    expect(overlayEntry({ brands: [brands.apc] }, { brands: ["dell", "apc"] }, form, context)).toEqual({
      brands: [brands.dell, brands.apc],
    })
  })

  test("keeps a relation the query gives by file name (the service page's product lines) as the file name picked", () => {
    const form = fields(
      field({
        name: "lines",
        widget: "list",
        fields: fields(
          field({ name: "line", widget: "entry-relation", collection: "products" }),
          field({ name: "hasBatteries", widget: "boolean" }),
        ),
      }),
    )
    const published = { lines: [{ line: "ups-systems", hasBatteries: true }] }
    const edited = { lines: [{ line: "inverters", hasBatteries: false }] }
    expect(overlayEntry(published, edited, form, context)).toEqual(edited)
  })
})
