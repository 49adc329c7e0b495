import { useCallback, useEffect, useRef, type MouseEvent } from "react"
import { OPENING_ATTRIBUTE } from "./hold-photo-clicks"
import type { PhotoViewerWords } from "./open-photo-viewer"

/** Opens the viewer on the gallery's photo `index`, downloading it (PhotoSwipe and its styles) the first time. */
async function openAt(gallery: HTMLElement, link: HTMLAnchorElement, words: PhotoViewerWords) {
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>("a[data-srcset]")]
  const { openPhotoViewer } = await import(/* webpackChunkName: "photo-viewer" */ "./open-photo-viewer")
  openPhotoViewer(links, Math.max(0, links.indexOf(link)), words)
}

/**
 * The gallery's side of the viewer: a ref for the gallery, and the click handler of its links. A click
 * opens the viewer rather than the link, but one with a modifier key (a new tab or window) keeps it. A
 * photo tapped before the page's scripts ran (hold-photo-clicks.ts) opens as soon as they have.
 */
export function usePhotoViewer(words: PhotoViewerWords) {
  const galleryRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const held = galleryRef.current?.querySelector<HTMLAnchorElement>(`a[${OPENING_ATTRIBUTE}]`)
    if (!held || !galleryRef.current) return
    held.removeAttribute(OPENING_ATTRIBUTE)
    void openAt(galleryRef.current, held, words)
  }, [words])

  const onPhotoClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!galleryRef.current || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return
      event.preventDefault()
      void openAt(galleryRef.current, event.currentTarget, words)
    },
    [words],
  )
  return { galleryRef, onPhotoClick }
}
