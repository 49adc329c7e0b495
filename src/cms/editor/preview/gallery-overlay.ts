import { DEFAULT_LANGUAGE } from "../../../lib/languages"
import type { FieldConfig, FieldList } from "../decap"
import { imageOf, type OverlayContext } from "./entry-overlay"

type Photo = Queries.PhotoGalleryPhotoFragment
interface EditedPhoto {
  image?: string
  imageAlt?: string | null
  caption?: string | null
}

/**
 * A gallery's photos as the form has them, in the page query's shape (PhotoGalleryPhoto). The query asks
 * for each photo's image twice, as its tile and as the viewer's copies (`tile: image`, `large: image`),
 * names that entry-overlay.ts cannot match to the form's one `image` field; both are the form's file
 * here, in the published photo's proportions, as the build would make them.
 */
export function overlayPhotos(
  published: readonly Photo[] | null,
  edited: Record<string, unknown>,
  fields: FieldList,
  context: OverlayContext,
): Photo[] {
  const photosField = fields.find(field => field.get("name") === "photos")
  const imageField = (photosField?.get("fields") as FieldList | undefined)?.find(
    field => field.get("name") === "image",
  ) as FieldConfig
  const photos = Array.isArray(edited.photos) ? (edited.photos as EditedPhoto[]) : []
  // Beside English, the form holds each photo's words only: its image is the published photo's in its place.
  const wordsOnly = context.language !== undefined && context.language !== DEFAULT_LANGUAGE
  return photos.map((photo, index) => {
    const shape = published?.[index] ?? published?.[0]
    return {
      imageAlt: photo.imageAlt ?? "",
      caption: photo.caption || null,
      tile: wordsOnly && shape ? shape.tile : imageOf(shape?.tile, photo.image, imageField, context),
      large: wordsOnly && shape ? shape.large : imageOf(shape?.large, photo.image, imageField, context),
    } as Photo
  })
}
