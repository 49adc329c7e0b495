/**
 * What a visitor does first: touch, click, move the mouse, press a key, move the focus, scroll.
 * A built page's scripts start on the first of these (src/node/scripts-after-paint.ts), and so
 * does the motion that they bring.
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

/** The inline script of a built page that starts its scripts on the visitor's first interaction. */
export const SCRIPTS_STARTER_ID = "start-scripts"

let interaction: Promise<void> | undefined

/**
 * Resolves on the visitor's first interaction with the page, or at once if it has happened
 * already: the page's scripts were started by the starter, which waits for one, or the page was
 * scrolled before they ran. Motion only matters once somebody scrolls or moves to another page,
 * so what drives it need not compete with the first paint. The first call starts listening:
 * make it early, so interactions during hydration count.
 */
export function firstInteraction(): Promise<void> {
  interaction ??= new Promise(resolve => {
    if (window.scrollY > 0 || document.getElementById(SCRIPTS_STARTER_ID)) return resolve()
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true })
  })
  return interaction
}
