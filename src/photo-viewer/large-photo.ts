import type { IGatsbyImageData } from "gatsby-plugin-image"
import { WIDEST_PHOTO } from "../lib/photo-sizes"

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
  // One file and no srcset: a photo the editor's preview shows as it was uploaded, at most WIDEST_PHOTO wide.
  if (files.length === 0)
    return {
      src: images.fallback?.src ?? "",
      srcSet: "",
      width: WIDEST_PHOTO,
      height: Math.round((WIDEST_PHOTO * height) / width),
    }
  const widest = files.reduce((wide, file) => (file.width > wide.width ? file : wide), files[0])
  return {
    src: widest.src,
    srcSet,
    width: widest.width,
    height: Math.round((widest.width * height) / width),
  }
}
