import type { ImageCheck } from "./content-fields"
import { pageFileSchemasFor } from "./content-page-files"
import { pageTextsSchemaFor } from "./content-page-texts"
import { siteSchemaFor } from "./content-site"

/**
 * The schemas of the files of content/ that stand alone: the site's details (content-site.ts), the files
 * that are one page each (content-page-files.ts) and the texts of the other pages (content-page-texts.ts).
 */
export function singletonSchemasFor(checkImage: ImageCheck) {
  const { home, about, contact } = pageFileSchemasFor(checkImage)
  return { site: siteSchemaFor(checkImage), home, about, pages: pageTextsSchemaFor(checkImage), contact }
}
