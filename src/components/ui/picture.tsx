import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useHydrated } from "../../hooks/use-hydrated"
import { HELD_MEDIA, NOTHING } from "../../lib/held-pictures"

export interface PictureProps {
  image: IGatsbyImageData
  alt: string
  /** The first image a visitor sees: fetched at once and with priority. */
  eager?: boolean
  /** How wide the image is drawn, for the browser to pick a file: overrides the plugin's guess. */
  sizes?: string
  className?: string
}

/** The widest file of a srcset, by its width descriptor ("…/hero.jpg 2000w"). */
const widestFile = (srcSet: string) => Math.max(...Array.from(srcSet.matchAll(/\s(\d+)w\b/g), ([, w]) => Number(w)))

/**
 * The width and height to write on the <img>. gatsby-plugin-image gives a full-width image
 * width 1 and height 1 / aspect ratio (0.35 for a banner), which HTML does not allow: dimensions
 * are whole pixels. So such an image gets the pixel size of its widest file, whose proportions
 * are the same, and the browser reserves the same box.
 */
function pixelSize({ layout, width, height, images }: IGatsbyImageData): { width: number; height: number } {
  const srcSet = images.fallback?.srcSet ?? images.sources?.[0]?.srcSet
  if (layout !== "fullWidth" || !srcSet) return { width, height }
  const widest = widestFile(srcSet)
  return { width: widest, height: Math.round((widest * height) / width) }
}

/**
 * Renders gatsby-plugin-image's data (AVIF and WebP, each a srcset, and a fallback) as a plain
 * <picture>: native lazy loading, explicit width and height so nothing shifts, and the
 * image's dominant colour as the placeholder. Valid HTML that needs no JavaScript. Until the page
 * has hydrated, a lazy picture is held (src/lib/held-pictures.ts): it shows its placeholder colour
 * until the main image is painted and it comes near the screen.
 */
export function Picture({ image, alt, eager = false, sizes, className }: PictureProps) {
  const hydrated = useHydrated()
  const { images, backgroundColor } = image
  const { width, height } = pixelSize(image)
  const held = !eager && !hydrated
  const media = held ? HELD_MEDIA : undefined
  // A held picture's <img> has no file of its own: every browser that reads `media="(scripting: none)"`
  // reads AVIF too, and once the picture is no longer held its <img> has its WebP again for the others.
  // A picture in one format (a logo's PNG) has no sources: while it is held, its own files are its source.
  const fallback = held ? { src: NOTHING } : images.fallback
  const sources = held && !images.sources?.length && images.fallback ? [images.fallback] : images.sources
  // Behind a WebP source, the <img>'s own copies are for a browser that reads neither WebP nor AVIF
  // (Safari before 14, of 2020): it gets the one file of src, and the page spares their srcset, 0.06 KB
  // of a page's compressed HTML, which has to arrive in the connection's first round trip.
  const fallbackSrcSet = sources?.some(source => "type" in source && source.type === "image/webp")
    ? undefined
    : fallback?.srcSet
  return (
    <picture className={className}>
      {sources?.map(source => (
        <source
          key={"type" in source ? source.type : "fallback"}
          type={"type" in source ? source.type : undefined}
          srcSet={source.srcSet}
          sizes={sizes ?? source.sizes}
          media={media}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallbackSrcSet}
        sizes={fallbackSrcSet ? (sizes ?? fallback?.sizes) : undefined}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        {...(eager && { fetchpriority: "high" })}
        style={backgroundColor ? { backgroundColor } : undefined}
      />
    </picture>
  )
}
