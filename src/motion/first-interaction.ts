/** What a visitor does first: touch, click, move the mouse, press a key, scroll. */
const INTERACTIONS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll"] as const

let interaction: Promise<void> | undefined

/**
 * Resolves on the visitor's first interaction with the page, or at once if the page was already
 * scrolled before the scripts ran. Motion only matters once somebody scrolls or moves to another
 * page, so what drives it need not compete with the first paint. The first call starts
 * listening: make it early, so interactions during hydration count.
 */
export function firstInteraction(): Promise<void> {
  interaction ??= new Promise(resolve => {
    if (window.scrollY > 0) return resolve()
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true })
  })
  return interaction
}
