import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../../lib/languages"
import { CONTENT_FILES } from "../../node/content-schema"
import { contentFields, type SchemaName } from "../../node/schema-fields"
import { decapFields, type DecapField, type MediaFolders } from "./decap-fields"
import { COLLECTION_LABELS, FILE_LABELS } from "./labels/field-labels"
import { CONTENT_FORMAT } from "../json-format"
import { RULE_WIDGETS } from "../rule-widgets"

/**
 * Decap CMS's configuration (public/admin/config.yml), made by the build from the content
 * schema and the labels beside this file, so the editor's form cannot drift from what the
 * content check accepts. https://decapcms.org/docs/configuration-options/
 */

export interface CmsConfigOptions {
  /** "owner/name" of the GitHub repository the editor opens pull requests on. */
  repo: string
  siteUrl: string
  /** The local backend (decap-server) of `npm run cms`, instead of GitHub. */
  localBackendUrl?: string
}

/**
 * An entry's fields with the widgets that check them against the other entries before a save (rule-widgets.ts):
 * its order, its "shown on the site" switch (on for a new entry), and the field its file name is made from.
 */
function withRuleWidgets(fields: DecapField[], identifier: string): DecapField[] {
  return fields.map(field =>
    field.name === "order"
      ? { ...field, widget: RULE_WIDGETS.order }
      : field.name === "shown"
        ? { ...field, widget: RULE_WIDGETS.shown, default: true }
        : field.name === identifier
          ? { ...field, widget: RULE_WIDGETS.entryName }
          : field,
  )
}

/** The site's images are referenced relative to the JSON file that names them, and uploaded there. */
const BESIDE_THE_ENTRY: MediaFolders = { media_folder: "", public_folder: "" }
const IN_CONTENT_IMAGES: MediaFolders = { media_folder: "images", public_folder: "images" }

export function cmsConfig({ repo, siteUrl, localBackendUrl }: CmsConfigOptions) {
  const folderCollections = Object.entries(CONTENT_FILES.collections).map(([folder, schema]) => {
    const labels = COLLECTION_LABELS[folder as keyof typeof COLLECTION_LABELS]
    return {
      name: folder,
      label: labels.label,
      label_singular: labels.singular,
      description: labels.description,
      folder: `content/${folder}`,
      i18n: true,
      extension: "json",
      format: CONTENT_FORMAT,
      create: true,
      // Decap's "Delete published entry" commits straight to main, even in the editorial workflow
      // (decaporg/decap-cms#5650): an entry is taken off the site with its "Shown on the site" switch instead.
      delete: false,
      identifier_field: labels.identifier,
      summary: `{{order}}. {{${labels.identifier}}}`,
      // Listed as on the site, by order, until the editor sorts otherwise.
      sortable_fields: [{ field: "order", default_sort: "asc" }, labels.identifier],
      view_filters: [
        { label: "Shown on the site", field: "shown", pattern: true },
        { label: "Off the site", field: "shown", pattern: false },
      ],
      ...BESIDE_THE_ENTRY,
      fields: withRuleWidgets(decapFields(contentFields(schema as SchemaName).fields, schema), labels.identifier),
    }
  })
  const pages = {
    name: "pages",
    label: "Site and pages",
    description: "The company's details and the words of every page",
    i18n: true,
    extension: "json",
    format: CONTENT_FORMAT,
    delete: false,
    files: Object.entries(CONTENT_FILES.singletons).map(([file, schema]) => ({
      name: schema,
      label: FILE_LABELS[schema].label,
      description: FILE_LABELS[schema].hint,
      file: `content/${file}`,
      i18n: true,
      fields: decapFields(contentFields(schema).fields, schema, IN_CONTENT_IMAGES),
    })),
  }

  return {
    backend: {
      name: "github",
      repo,
      branch: "main",
      // base_url, the site's own origin, is set as the editor starts (src/cms/editor/admin.ts).
      auth_endpoint: "api/auth",
      squash_merges: true,
    },
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    publish_mode: "editorial_workflow",
    // Every file holds both languages: { "en": { … }, "gu": { … } } (src/lib/languages.ts).
    i18n: { structure: "single_file", locales: LANGUAGE_CODES, default_locale: DEFAULT_LANGUAGE },
    site_url: siteUrl,
    display_url: siteUrl,
    show_preview_links: true,
    // Required by Decap; every image field sets its own folder (beside its JSON file) above.
    media_folder: "content/images",
    public_folder: "images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [...folderCollections, pages],
  }
}

export type CmsConfig = ReturnType<typeof cmsConfig>
