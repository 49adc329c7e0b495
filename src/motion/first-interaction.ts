/** What a visitor does first: touch, click, move the mouse, press a key, scroll. */
const INTERACTIONS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll"] as const

/**
 * Resolves on the visitor's first interaction with the page. Motion only matters once somebody
 * scrolls or moves to another page, so what drives it need not compete with the first paint.
 */
export function firstInteraction(): Promise<void> {
  return new Promise(resolve => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true })
  })
}
