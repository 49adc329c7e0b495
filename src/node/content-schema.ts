import { collectionSchemasFor } from "./content-collections"
import type { ImageCheck } from "./content-fields"
import { singletonSchemasFor } from "./content-singletons"
import { privacySchema } from "./content-privacy"
import { serviceSchema } from "./content-service"
import { sizingSchema } from "./content-sizing"

/**
 * The shape of every file in content/. The content check and the build both
 * validate against it; the editor's form, the JSON Schemas and the GraphQL types
 * (graphql-schema.ts) are made from it.
 * An image path is checked beside the file that names it, so schemas are made per file.
 * The field rules are in content-fields.ts, the schemas in content-collections.ts
 * (one entry per file), content-singletons.ts (files that stand alone) content-sizing.ts (the backup
 * sizing helper's file), content-service.ts (the after-sales page's) and content-privacy.ts (the privacy notice's).
 */

export { IMAGE_FIELD, LOGO_EXTENSIONS, RASTER_EXTENSIONS, type ImageCheck } from "./content-fields"
export { HOME_COUNTS } from "./content-page-files"
export { LOCAL_BUSINESS_TYPES } from "./content-site"
export { GALLERY_LIMIT } from "./content-collections"

export function schemasFor(checkImage: ImageCheck) {
  return {
    ...collectionSchemasFor(checkImage),
    ...singletonSchemasFor(checkImage),
    backupSizing: sizingSchema(),
    service: serviceSchema(),
    privacy: privacySchema(),
  }
}

export type ContentSchemas = ReturnType<typeof schemasFor>

/** Which schema each file or folder of content/ follows. */
export const CONTENT_FILES = {
  singletons: {
    "site.json": "site",
    "home.json": "home",
    "about.json": "about",
    "pages.json": "pages",
    "contact.json": "contact",
    "backup-sizing.json": "backupSizing",
    "service.json": "service",
    "privacy.json": "privacy",
  },
  collections: {
    products: "product",
    brands: "brand",
    team: "teamMember",
  },
} as const satisfies {
  singletons: Record<string, keyof ContentSchemas>
  collections: Record<string, keyof ContentSchemas>
}
