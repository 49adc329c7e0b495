import React from "react"
import { render, screen } from "@testing-library/react"
import { itemFieldsInLanguage, type FormLanguage } from "../../src/cms/editor/item-languages"
import { cmsConfig } from "../../src/cms/setup/cms-config"
import type { DecapField } from "../../src/cms/setup/decap-fields"

/** Decap's React as its bundle leaves it on window: createElement, and createClass (here, a class with its render). */
beforeAll(() =>
  Object.assign(window, {
    h: React.createElement,
    createClass: (spec: { render(): React.ReactNode }) =>
      class DecapClass extends React.Component {
        render() {
          return spec.render.call(this)
        }
      },
  }),
)

const [products] = cmsConfig({ repo: "owner/site", siteUrl: "https://www.example.in" }).collections as unknown as [
  { fields: DecapField[] },
]
const photoFields = products.fields.find(field => field.name === "photos")!.fields as DecapField[]

/** A field of config.yml as Decap holds it: its i18n read as Decap reads it, true as "translate", none as "none". */
const asDecapHoldsIt = (field: DecapField) => ({
  get: (key: string) => (key === "i18n" ? (field.i18n === true ? "translate" : "none") : field[key]),
})

/** What Decap's form tells a field's control of its language (EditorControlPane): a translation hides what it does not translate. */
const formIn = (locale: string): FormLanguage => ({
  locale,
  isFieldHidden: field => locale !== "en" && field.get("i18n") === "none",
  isFieldDuplicate: field => locale !== "en" && field.get("i18n") === "duplicate",
})

/** Decap's EditorControl, as far as this reads it: the field's label, hidden or not, in the language it is told. */
function EditorControl({
  field,
  isHidden,
  locale,
}: {
  field: { get(key: string): unknown }
  isHidden: boolean
  locale: string
}) {
  return (
    <p hidden={isHidden} lang={locale}>
      {String(field.get("label"))}
    </p>
  )
}

function drawPhoto(locale: string) {
  const ItemField = itemFieldsInLanguage(EditorControl, { props: formIn(locale) }) as React.ComponentType<{
    field: ReturnType<typeof asDecapHoldsIt>
  }>
  render(
    <>
      {photoFields.map(field => (
        <ItemField key={field.name} field={asDecapHoldsIt(field)} />
      ))}
    </>,
  )
}

describe("the fields of a list's items (a gallery photo's)", () => {
  it("are drawn beside the Gujarati with only their words, each told its form's language", () => {
    drawPhoto("gu")
    expect(screen.getByText("Photo")).not.toBeVisible()
    expect(screen.getByText("Photo description")).toBeVisible()
    expect(screen.getByText("Caption")).toBeVisible()
    for (const label of ["Photo", "Photo description", "Caption"])
      expect(screen.getByText(label)).toHaveAttribute("lang", "gu")
  })

  it("are all drawn in the English form", () => {
    drawPhoto("en")
    for (const label of ["Photo", "Photo description", "Caption"]) expect(screen.getByText(label)).toBeVisible()
  })
})
