import type { IGatsbyImageData } from "gatsby-plugin-image"

/** The viewer's copies of a photo: a srcset to pick from by the screen's width and density, the widest as the link. */
export interface LargePhoto {
  src: string
  srcSet: string
  width: number
  height: number
}

/**
 * The copies gatsby-plugin-image made for the viewer (a FULL_WIDTH image of one format): its srcset,
 * and the widest file with its pixel size, which the link opens without scripts and PhotoSwipe
 * needs to lay the photo out before it loads.
 */
export function largePhoto({ images, width, height }: IGatsbyImageData): LargePhoto {
  const srcSet = images.fallback?.srcSet ?? images.sources?.[0]?.srcSet ?? ""
  const files = [...srcSet.matchAll(/(\S+)\s+(\d+)w/g)].map(([, src, w]) => ({ src, width: Number(w) }))
  const widest = files.reduce((wide, file) => (file.width > wide.width ? file : wide), files[0])
  return {
    src: widest.src,
    srcSet,
    width: widest.width,
    height: Math.round((widest.width * height) / width),
  }
}
