import PhotoSwipe, { type SlideData } from "photoswipe"
import "photoswipe/style.css"
import { timings } from "../motion/motion"
import { prefersReducedMotion } from "../motion/prefers-reduced-motion"
import type { LargePhoto } from "./large-photo"
import * as styles from "./photo-viewer.module.css"

/** The viewer's words, from content/pages.json (photoViewer). */
export type PhotoViewerWords = Queries.PhotoViewerWordsFragment

/** The history entry the viewer adds while it is open, so that the browser's Back closes it. */
const OPEN_MARK = "photoViewerOpen"

/** "3 of 12", in the content's words. */
const positionText = (words: PhotoViewerWords, index: number, total: number) =>
  words.position.replace("{index}", String(index + 1)).replace("{total}", String(total))

/** A gallery's photo: its tile's link on the page, and its copies for the viewer. */
export interface ViewerPhoto {
  link: HTMLAnchorElement
  large: LargePhoto
}

/** A gallery's photo as PhotoSwipe reads it: its copies, the tile's description and its caption. */
function slideOf({ link, large }: ViewerPhoto): SlideData {
  const thumbnail = link.querySelector("img")
  return {
    src: large.src,
    srcset: large.srcSet,
    width: large.width,
    height: large.height,
    alt: thumbnail?.alt ?? "",
    // The tile already on screen stands in while the large copy loads.
    msrc: thumbnail?.currentSrc || undefined,
    element: link,
    caption: link.closest("figure")?.querySelector("figcaption")?.textContent ?? "",
  }
}

/**
 * Opens PhotoSwipe (https://photoswipe.com) on a gallery's photos at `index`: as large as the screen
 * allows, from the copy its srcset picks for the screen's width and density, with its caption and its
 * place; next and previous by the arrows, the arrow keys and a swipe; pinch to zoom. Escape, Back and
 * a tap outside the photo close it, and the focus returns to the photo that opened it. This module,
 * with PhotoSwipe and its styles, is downloaded when a visitor first opens a photo, never with the page.
 */
export function openPhotoViewer(photos: ViewerPhoto[], index: number, words: PhotoViewerWords) {
  const duration = prefersReducedMotion() ? 0 : Math.round(timings.photoViewer.duration * 1000)
  const opener = photos[index].link
  const viewer = new PhotoSwipe({
    dataSource: photos.map(slideOf),
    index,
    showHideAnimationType: "fade",
    showAnimationDuration: duration,
    hideAnimationDuration: duration,
    zoomAnimationDuration: duration,
    bgOpacity: 1,
    // Room above the photo for the controls and below it for the caption, where the screen has it to spare.
    paddingFn: viewport =>
      viewport.x >= 640 && viewport.y >= 560
        ? { top: 60, bottom: 76, left: 16, right: 16 }
        : { top: 0, bottom: 0, left: 0, right: 0 },
    closeTitle: words.close,
    zoomTitle: words.zoom,
    arrowPrevTitle: words.previous,
    arrowNextTitle: words.next,
    errorMsg: words.failed,
    // The place is written in the content's words below, not PhotoSwipe's "3 / 12".
    counter: false,
    // A tap on the photo shows or hides the controls; a tap beside it closes, as a click does.
    tapAction: (_point, event) => {
      if ((event.target as Element).classList.contains("pswp__img"))
        viewer.element?.classList.toggle("pswp--ui-visible")
      else viewer.close()
    },
    // Its own focus return goes to whatever had focus, which a tap on a link in Safari does not give it.
    returnFocus: false,
  })

  viewer.on("uiRegister", () => {
    // What screen readers call the viewer and each photo in it, in the page's language (PhotoSwipe's own: "carousel", "slide").
    viewer.scrollWrap?.setAttribute("aria-roledescription", words.viewer)
    for (const { el } of viewer.mainScroll.itemHolders) el.setAttribute("aria-roledescription", words.photo)
    viewer.ui?.registerElement({
      name: "position",
      order: 5,
      className: styles.position,
      appendTo: "bar",
      onInit: element => {
        element.setAttribute("aria-live", "polite")
        viewer.on("change", () => {
          element.textContent = positionText(words, viewer.currIndex, viewer.getNumItems())
        })
      },
    })
    viewer.ui?.registerElement({
      name: "caption",
      order: 9,
      isButton: false,
      className: styles.caption,
      appendTo: "root",
      onInit: element => {
        viewer.on("change", () => {
          const caption = String(viewer.currSlide?.data.caption ?? "")
          element.textContent = caption
          element.hidden = !caption
        })
      },
    })
  })

  // Back closes the viewer: it adds a history entry for itself, and takes it away when closed otherwise.
  // PhotoSwipe ignores close() while its opening animation plays: a tap or Back then closes it at its end.
  const close = viewer.close.bind(viewer)
  viewer.close = () => (viewer.opener.isOpen ? close() : viewer.on("openingAnimationEnd", close))
  const closeOnBack = () => viewer.close()
  window.history.pushState({ ...window.history.state, [OPEN_MARK]: true }, "")
  window.addEventListener("popstate", closeOnBack)
  viewer.on("close", () => {
    window.removeEventListener("popstate", closeOnBack)
    if ((window.history.state as Record<string, unknown> | null)?.[OPEN_MARK]) window.history.back()
  })
  viewer.on("destroy", () => opener.focus())
  actOnKeysWhileOpening(viewer)
  viewer.init()
}

/** What PhotoSwipe does on a key (its keyboard's own), for a key pressed while it opens. */
const KEY_ACTIONS: Partial<Record<string, "close" | "next" | "prev">> = {
  Escape: "close",
  ArrowRight: "next",
  ArrowLeft: "prev",
}

/**
 * PhotoSwipe listens for keys only once its opening animation has ended: an Escape or an arrow pressed
 * while the viewer fades in was lost, and the visitor had to press it again. Such a key now acts as soon
 * as the viewer is open.
 */
function actOnKeysWhileOpening(viewer: PhotoSwipe) {
  const onKey = (event: KeyboardEvent) => {
    const action = KEY_ACTIONS[event.key]
    if (!action) return
    event.preventDefault()
    // In the order pressed; after an Escape, nothing more.
    viewer.on("openingAnimationEnd", () => viewer.isDestroying || viewer[action]())
  }
  document.addEventListener("keydown", onKey)
  viewer.on("openingAnimationEnd", () => document.removeEventListener("keydown", onKey))
}
