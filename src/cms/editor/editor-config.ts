/** The editor's configuration, config.yml, as the editor's own code reads it (cms-config.ts writes it). */

/** A field of config.yml, as much as this code reads. */
export interface ConfigField {
  name: string
  label: string
  widget?: string
  required?: boolean
  i18n?: boolean | string
  fields?: ConfigField[]
  field?: ConfigField
}

export interface EditorConfig {
  collections: { name: string; fields?: ConfigField[]; files?: { name: string; fields: ConfigField[] }[] }[]
}

let editorConfig: Promise<EditorConfig> | undefined
/** config.yml, beside the editor's page: JSON under a comment line (write-admin.ts). Read once. */
export const loadEditorConfig = () =>
  (editorConfig ??= fetch(new URL("config.yml", window.location.href))
    .then(response => response.text())
    .then(text => JSON.parse(text.replace(/^#.*\n/, "")) as EditorConfig))
