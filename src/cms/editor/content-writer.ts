import { contentToFile, type FormField } from "../json-format"
import type { EditorConfig } from "./editor-config"

/**
 * The editor's writer of content/ (its format's toFile, admin.ts). Decap hands it an entry's data and the
 * names of the entry's form's fields, in order: those of its collection, or of its file in a collection of
 * files. The names say which form of config.yml it is, and that form's fields give the order of the file's
 * keys at every depth (json-format.ts). config.yml is read as the editor starts, beside Decap's bundle; a save
 * waits for it (formsRead, a preSave handler), so no file is ever written in another order.
 */
export function contentWriter(config: Promise<EditorConfig>) {
  let forms: Map<string, readonly FormField[]> | undefined
  const read = config.then(found => {
    forms = formsByFieldNames(found)
  })
  return {
    toFile(data: unknown, fieldNames: readonly string[] = []): string {
      if (!forms) throw new Error("The editor's forms are not read yet (config.yml): nothing was written")
      const form = forms.get(fieldNames.join(", "))
      if (!form) throw new Error(`No form of the editor has the fields ${fieldNames.join(", ")}: nothing was written`)
      return contentToFile(data, form)
    },
    /** Decap's preSave handler: a save waits until the forms are read, and is refused if they cannot be. */
    async formsRead(): Promise<void> {
      await read
    },
  }
}

function formsByFieldNames(config: EditorConfig): Map<string, readonly FormField[]> {
  const forms = new Map<string, readonly FormField[]>()
  for (const { name, fields, files = [] } of config.collections)
    for (const form of [fields, ...files.map(file => file.fields)]) {
      if (!form) continue
      const names = form.map(field => field.name).join(", ")
      if (forms.has(names))
        throw new Error(`${name}: two forms have the fields ${names}: the editor could not tell their files apart`)
      forms.set(names, form)
    }
  return forms
}
