import { useCallback, useRef, type MouseEvent } from "react"
import type { LargePhoto } from "./large-photo"
import type { PhotoViewerWords } from "./open-photo-viewer"

/**
 * Opens the viewer on the gallery's photo whose tile links from `link`, downloading it (PhotoSwipe and its
 * styles) the first time. The gallery's links are its photos' tiles, in the order of `large`.
 */
async function openAt(
  gallery: HTMLElement,
  link: HTMLAnchorElement,
  large: readonly LargePhoto[],
  words: PhotoViewerWords,
) {
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>("a[href]")]
  const { openPhotoViewer } = await import(/* webpackChunkName: "photo-viewer" */ "./open-photo-viewer")
  const photos = links.map((tileLink, index) => ({ link: tileLink, large: large[index] }))
  openPhotoViewer(photos, Math.max(0, links.indexOf(link)), words)
}

/**
 * The gallery's side of the viewer: a ref for the gallery, and the click handler of its links. A click
 * opens the viewer rather than the link, but one with a modifier key (a new tab or window) keeps it. A
 * photo tapped before the page's scripts ran is clicked again once they have (src/lib/held-taps.ts), and
 * opens then. The viewer's copies of each photo come with the page's data, which the scripts load, not in
 * its HTML.
 */
export function usePhotoViewer(words: PhotoViewerWords, large: readonly LargePhoto[]) {
  const galleryRef = useRef<HTMLUListElement>(null)

  const onPhotoClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!galleryRef.current || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return
      event.preventDefault()
      void openAt(galleryRef.current, event.currentTarget, large, words)
    },
    [large, words],
  )
  return { galleryRef, onPhotoClick }
}
