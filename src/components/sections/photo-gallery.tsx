import { graphql } from "gatsby"
import { useMemo } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { GALLERY_ATTRIBUTE } from "../../lib/held-taps"
import { largePhoto } from "../../photo-viewer/large-photo"
import type { PhotoViewerWords } from "../../photo-viewer/open-photo-viewer"
import { usePhotoViewer } from "../../photo-viewer/use-photo-viewer"
import { Picture } from "../ui/picture"
import { Section, type SectionProps } from "../ui/section"
import * as styles from "./photo-gallery.module.css"

export interface PhotoGalleryProps extends Pick<SectionProps, "id" | "tone"> {
  title: string
  photos: readonly Queries.PhotoGalleryPhotoFragment[]
  viewerWords: PhotoViewerWords
}

/**
 * How wide a tile is drawn, as photo-gallery.module.css lays the grid out: two columns on a phone,
 * three from 40rem, four from 64rem, within the content's 72rem less its 1.5rem sides and 1rem gaps.
 */
const TILE_SIZES =
  "(min-width: 72rem) 16.5rem, (min-width: 64rem) calc((100vw - 6rem) / 4), (min-width: 40rem) calc((100vw - 5rem) / 3), calc((100vw - 3.75rem) / 2)"

/**
 * Photos of the company's work, in a grid of tiles with their captions. Each tile is a link to the
 * photo's large copy, so the gallery works before its scripts and without them; with them, it opens
 * the photo in the viewer (src/photo-viewer/). Tiles load lazily, each at its width in the grid, as the
 * page's other pictures do: held until the main image is painted and they come near the screen, until
 * the page has hydrated (src/lib/held-pictures.ts), then as the browser sees fit.
 */
export function PhotoGallery({ id = "photos", title, photos, viewerWords, tone }: PhotoGalleryProps) {
  const large = useMemo(
    () => photos.map(photo => largePhoto(photo.large.childImageSharp!.gatsbyImageData as IGatsbyImageData)),
    [photos],
  )
  const { galleryRef, onPhotoClick } = usePhotoViewer(viewerWords, large)
  return (
    <Section id={id} title={title} tone={tone}>
      <ul ref={galleryRef} className={styles.gallery} {...{ [GALLERY_ATTRIBUTE]: "" }}>
        {photos.map((photo, index) => {
          const tile = photo.tile.childImageSharp!.gatsbyImageData as IGatsbyImageData
          return (
            // Not the file alone: in the editor's preview, photos still loading share a placeholder's address.
            <li key={`${index}:${large[index].src}`}>
              <figure className={styles.photo}>
                <a href={large[index].src} onClick={onPhotoClick} className={styles.link}>
                  <Picture image={tile} alt={photo.imageAlt} sizes={TILE_SIZES} className={styles.tile} />
                </a>
                {photo.caption && <figcaption className={styles.caption}>{photo.caption}</figcaption>}
              </figure>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

// A tile is at most 16.5rem (264 px) wide, and about 165 px on a phone: 330 to 660 px covers a phone at two
// and three times the density and a wider screen at one and two. (A 264-px copy, for a wider screen at one,
// cost every tile's srcset an entry, 0.09 KB of a gallery page's compressed HTML, which has to arrive in the
// connection's first round trip.) The viewer's copies, in WebP, which every browser the site serves reads,
// fill a phone at three times its density up to a 2000-pixel screen.
export const query = graphql`
  fragment PhotoGalleryPhoto on ContentPhoto {
    imageAlt
    caption
    tile: image {
      childImageSharp {
        gatsbyImageData(
          layout: CONSTRAINED
          width: 330
          aspectRatio: 1.3333
          outputPixelDensities: [1, 1.5, 2]
          formats: [AVIF, WEBP]
        )
      }
    }
    large: image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [800, 1200, 1600, 2000], formats: [WEBP], placeholder: NONE)
      }
    }
  }

  fragment PhotoViewerWords on PagesJsonPhotoViewer {
    position
    previous
    next
    close
    zoom
    failed
    viewer
    photo
  }
`
