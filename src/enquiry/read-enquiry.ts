import type { FormValues } from "./form-definition"

/** A form's fields as they hold it: a group of checkboxes gives its ticked values, one a line. */
export function readForm<Field extends string>(form: HTMLFormElement, fields: readonly Field[]): Record<Field, string> {
  const data = new FormData(form)
  return Object.fromEntries(fields.map(field => [field, data.getAll(field).map(String).join("\n")])) as Record<
    Field,
    string
  >
}

/** A form's fields as the server wrote them, read as readForm reads what they hold now. */
export function readServerForm(form: HTMLFormElement, fields: readonly string[]): FormValues {
  const values: Record<string, string[]> = Object.fromEntries(fields.map(field => [field, []]))
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement
    const value = values[field.name]
    if (!value) continue
    if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options)
      const chosen = options.find(option => option.defaultSelected) ?? options[0]
      if (chosen) value.push(chosen.value)
    } else if (field.type === "checkbox" || field.type === "radio") {
      if (field.defaultChecked) value.push(field.value)
    } else value.push(field.defaultValue)
  }
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.join("\n")]))
}
