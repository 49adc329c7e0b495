/**
 * What a visitor does first: touch, click, move the mouse, press a key, move the focus, scroll.
 * A built page's scripts start on the first of these (src/node/script-starter.ts), and the
 * motion they bring on the next (firstInteraction).
 */
export const INTERACTIONS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "click",
  "wheel",
  "scroll",
] as const

/**
 * Whether an event is only the browser reporting again where a resting pointer is: a pointermove that
 * moved none. Chromium sends one as the page lays out under a mouse left over it (an image loading, a
 * reload), and its headless shell, which the browser tests run, one at the page's corner; neither is
 * the visitor. A browser that leaves movement unreported (undefined) counts every pointermove. The
 * starter's inline copy of this test is in src/node/script-starter.ts.
 */
export const RESTING_POINTER = (event: Event) =>
  event.type === "pointermove" && (event as MouseEvent).movementX === 0 && (event as MouseEvent).movementY === 0

/**
 * How far down a page has to be to count as scrolled before its scripts ran (a reload further
 * down). Firefox may put a page reloaded at its top back a fraction of a pixel down (0.22 px).
 */
export const SCROLLED_PX = 1

/**
 * Set on <html> by a page whose address asks for its scripts at once: the backup sizing helper opened
 * from a shared link, whose answer needs them (src/sizing/sizing-state.ts). The starter then waits only
 * for the main image.
 */
export const START_SCRIPTS_ATTRIBUTE = "data-start-scripts"

let interaction: Promise<void> | undefined

/**
 * Resolves on the visitor's next interaction with the page from the first call, or at once if
 * the page was already scrolled before the scripts ran. Motion only matters once somebody
 * scrolls or moves to another page, so what drives it waits for that: on a built page, whose
 * scripts the first interaction started, it downloads on the one after, not with them. The
 * first call starts listening: make it early, so interactions during hydration count.
 */
export function firstInteraction(): Promise<void> {
  interaction ??= new Promise(resolve => {
    if (window.scrollY >= SCROLLED_PX) return resolve()
    const done = (event: Event) => {
      if (RESTING_POINTER(event)) return
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true })
  })
  return interaction
}
