/** @jest-environment node */
import { allFieldPaths } from "../../src/node/schema-fields"
import { FIELD_LABELS, labelFor, SHARED_LABELS } from "../../src/cms/setup/labels/field-labels"

const paths = allFieldPaths()

describe("the editor's labels and hints", () => {
  test("every field of every content file has a label and a one-line hint", () => {
    const missing = paths.filter(path => !labelFor(path)?.label || !labelFor(path)?.hint)
    expect(missing).toEqual([])
  })

  test("every hint is one line", () => {
    const long = paths.filter(path => /\n/.test(labelFor(path)!.hint) || labelFor(path)!.hint.length > 120)
    expect(long).toEqual([])
  })

  test("every label names a field of the content schema", () => {
    expect(Object.keys(FIELD_LABELS).filter(path => !paths.includes(path))).toEqual([])
  })

  test("every shared label is used by a field without a label of its own", () => {
    const unused = Object.keys(SHARED_LABELS).filter(
      name => !paths.some(path => path.endsWith(`.${name}`) && !FIELD_LABELS[path]),
    )
    expect(unused).toEqual([])
  })
})
