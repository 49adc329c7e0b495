import type { IGatsbyImageData } from "gatsby-plugin-image"
import { largePhoto } from "../../photo-viewer/large-photo"

/**
 * A gallery's photos for search engines, as the addresses of the viewer's largest copies. What each
 * photo shows and what was done where are on the page beside it (its alt text and caption), where
 * search engines read them: written again here as ImageObjects, they were 0.2 KB of a gallery page's
 * compressed HTML, which has to arrive in the connection's first round trip.
 */
export function photoUrls(photos: readonly Queries.PhotoGalleryPhotoFragment[], siteUrl: string): string[] {
  return photos.map(
    photo => `${siteUrl}${largePhoto(photo.large.childImageSharp!.gatsbyImageData as IGatsbyImageData).src}`,
  )
}
