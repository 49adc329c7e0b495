import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { ImageObject } from "schema-dts"
import { largePhoto } from "../../photo-viewer/large-photo"

/**
 * A gallery's photos as schema.org ImageObjects, for search engines: the viewer's largest copy, what the
 * photo shows (its description for people who cannot see it) and what was done where (its caption).
 */
export function photoObjects(photos: readonly Queries.PhotoGalleryPhotoFragment[], siteUrl: string): ImageObject[] {
  return photos.map(photo => ({
    "@type": "ImageObject",
    contentUrl: `${siteUrl}${largePhoto(photo.large.childImageSharp!.gatsbyImageData as IGatsbyImageData).src}`,
    description: photo.imageAlt,
    ...(photo.caption && { caption: photo.caption }),
  }))
}
