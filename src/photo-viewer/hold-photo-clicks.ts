/** Marks a gallery, for the script below and the viewer's hook. */
export const GALLERY_ATTRIBUTE = "data-photo-gallery"
/** Marks the photo a visitor opened before the page's scripts ran, for the viewer to open once they have. */
export const OPENING_ATTRIBUTE = "data-opening"
/** How long a held photo waits for the scripts before its link is followed instead (they failed to load). */
const FOLLOW_LINK_AFTER_MS = 8000

/**
 * What the starter of a page with a gallery runs first, in ES5 as nothing compiles it (the build writes
 * it in, src/node/script-starter.ts: one inline script a page, each a hash in its Content-Security-Policy).
 * A page's scripts start on the visitor's first interaction, so a tap straight on a photo comes before
 * they run, and its link would open the bare image file. This holds such a tap: it marks the photo,
 * which the viewer opens as soon as the scripts have hydrated the gallery (use-photo-viewer.ts). Once
 * they have, the gallery's own click handler takes every tap first (React listens below the document)
 * and this sees it handled. A click with a modifier key (a new tab) keeps its link, and if the scripts never
 * come, the link is followed after all.
 */
export const HOLD_PHOTO_CLICKS =
  `document.addEventListener("click",function(e){` +
  `var a=e.target&&e.target.closest&&e.target.closest("[${GALLERY_ATTRIBUTE}] a");` +
  `if(!a||e.defaultPrevented||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;` +
  `e.preventDefault();a.setAttribute("${OPENING_ATTRIBUTE}","");` +
  `setTimeout(function(){if(a.hasAttribute("${OPENING_ATTRIBUTE}"))location.href=a.href},${FOLLOW_LINK_AFTER_MS})})`
