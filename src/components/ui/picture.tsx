import type { IGatsbyImageData } from "gatsby-plugin-image"

export interface PictureProps {
  image: IGatsbyImageData
  alt: string
  /** The first image a visitor sees: fetched at once and with priority. */
  eager?: boolean
  /** How wide the image is drawn, for the browser to pick a file: overrides the plugin's guess. */
  sizes?: string
  className?: string
}

/**
 * Renders gatsby-plugin-image's data (AVIF, WebP and a fallback, each a srcset) as a plain
 * <picture>: native lazy loading, explicit width and height so nothing shifts, and the
 * image's dominant colour as the placeholder. Valid HTML that needs no JavaScript.
 */
export function Picture({ image, alt, eager = false, sizes, className }: PictureProps) {
  const { images, width, height, backgroundColor } = image
  const fallback = images.fallback
  return (
    <picture className={className}>
      {images.sources?.map(source => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        {...{ fetchpriority: eager ? "high" : "auto" }}
        style={backgroundColor ? { backgroundColor } : undefined}
      />
    </picture>
  )
}
