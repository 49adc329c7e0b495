/** Marks a photo gallery, whose photos' links the viewer opens (src/photo-viewer/use-photo-viewer.ts). */
export const GALLERY_ATTRIBUTE = "data-photo-gallery"
/** Marks a control tapped before the page's scripts could act on it, for them to act on once they can. */
export const HELD_ATTRIBUTE = "data-held-tap"
/** Set on <html> once React has hydrated the page: from then on its own handlers take every tap. */
export const HYDRATED_ATTRIBUTE = "data-hydrated"
/**
 * How long a held link waits for the scripts before it is followed instead, unless they have come by then
 * (Gatsby has started: window.___navigate) and are hydrating the page, which on a slow phone may take longer.
 */
const FOLLOW_LINK_AFTER_MS = 8000

/**
 * The controls whose tap needs the page's scripts: every button but the header menu's, which opens its
 * native popover (popovertarget), and a gallery's photos, which open in the viewer. Other links, and
 * fields, boxes and lists, work without scripts (the forms read what they hold when they hydrate).
 */
const HELD_CONTROLS = `button:not([popovertarget]),[${GALLERY_ATTRIBUTE}] a`

/** Whether a page's HTML has such a control, so its starter holds their taps (src/node/script-starter.ts). */
export const hasControlsToHold = (html: string) =>
  /<button(?![^>]*\spopovertarget=)[\s>]/.test(html) || html.includes(` ${GALLERY_ATTRIBUTE}=`)

/**
 * What the starter of a page with such a control runs first, in ES5 as nothing compiles it (the build
 * writes it in, src/node/script-starter.ts: one inline script a page, each a hash in its
 * Content-Security-Policy). A page's scripts start on the visitor's first interaction, so a tap straight on
 * a control comes before they run, or while they hydrate the page, when nothing would act on it: Send
 * would do nothing, or worse, the browser's own submit (a reload with the enquiry in the address). This
 * holds the tap, and marks the control, which actOnHeldTaps clicks once the page has hydrated. A second tap
 * on a control already held is held with it: a double tap acts once. A link keeps a click with a modifier
 * key or another button (a new tab), and if the scripts have not come within FOLLOW_LINK_AFTER_MS, a held
 * link is followed after all; a button has nothing to fall back on (a form's native submit sends nothing
 * anywhere here), and stays held.
 */
export const HOLD_TAPS =
  `document.addEventListener("click",function(e){` +
  `var c=e.target.closest&&e.target.closest("${HELD_CONTROLS}");` +
  `if(!c||document.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}")||` +
  `c.href&&(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey))return;` +
  // Before React's own listener, on the page's root, can see it: hydrating, React would act on it too.
  `e.preventDefault();e.stopPropagation();` +
  `if(c.hasAttribute("${HELD_ATTRIBUTE}"))return;c.setAttribute("${HELD_ATTRIBUTE}","");` +
  `if(c.href)setTimeout(function(){` +
  `if(c.hasAttribute("${HELD_ATTRIBUTE}")&&!window.___navigate)location.href=c.href},${FOLLOW_LINK_AFTER_MS})` +
  `},true)`

/**
 * Clicks every control whose tap the starter held, once each, now that React has hydrated the page and
 * its handlers listen, and lets the next taps through to them. Gatsby calls it once the page's first render
 * is on screen (onInitialClientRender, in an effect after every component's own: the enquiry has its draft
 * back, the sizing helper its ticks).
 */
export function actOnHeldTaps() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "")
  for (const control of document.querySelectorAll<HTMLElement>(`[${HELD_ATTRIBUTE}]`)) {
    control.removeAttribute(HELD_ATTRIBUTE)
    control.click()
  }
}
