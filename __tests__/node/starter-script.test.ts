import { AFTER_PAINT_ID } from "../../src/lib/after-paint"
import { START_SCRIPTS_ATTRIBUTE } from "../../src/lib/first-interaction"
import { HELD_MEDIA } from "../../src/lib/held-pictures"
import { starterScript } from "../../src/node/script-starter"
import { START_SCRIPTS_FOR_STATE } from "../../src/sizing/sizing-state"

/** A lazy picture as Picture writes it before the page has hydrated: held (src/lib/held-pictures.ts). */
const HELD_PICTURE =
  `<picture><source type="image/avif" srcset="/static/a/400/card.avif 400w" media="${HELD_MEDIA}"/>` +
  `<source type="image/webp" srcset="/static/a/400/card.webp 400w" media="${HELD_MEDIA}"/>` +
  `<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" alt="" loading="lazy"/></picture>`

/**
 * Runs the starter in this page as the browser runs it, from the head: then the browser reads the body,
 * and says so (DOMContentLoaded). Lists the scripts it has added so far.
 */
function startPage(sources: string[], mainImage?: HTMLImageElement) {
  document.body.innerHTML = ""
  new Function(starterScript(sources, "1"))()
  document.body.innerHTML = HELD_PICTURE
  if (mainImage) document.body.append(mainImage)
  document.dispatchEvent(new Event("DOMContentLoaded"))
  return () => Array.from(document.querySelectorAll("script[src]"), script => script.getAttribute("src"))
}

/** A pointermove that moved the pointer by (x, y): jsdom has no PointerEvent. */
const pointerMove = (movementX: number, movementY: number) =>
  Object.assign(new Event("pointermove"), { movementX, movementY })

/** Long enough for the paint checks (a frame, then a task) and the one task per script. */
const aMoment = () => new Promise(resolve => setTimeout(resolve, 100))

afterEach(async () => {
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true })
  // A starter still listening would add its scripts in the next test: let it finish here.
  window.dispatchEvent(new Event("keydown"))
  await aMoment()
  // Where the starter marks the page it has seen an interaction on.
  document.documentElement.removeAttribute(START_SCRIPTS_ATTRIBUTE)
})

describe("the starter of a page's scripts", () => {
  const SCRIPTS = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

  it("adds none while the visitor only reads", async () => {
    const added = startPage(SCRIPTS)
    await aMoment()
    expect(added()).toEqual([])
  })

  it.each(["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "click", "wheel", "scroll"])(
    "adds them all, in order, on the first %s",
    async type => {
      const added = startPage(SCRIPTS)
      await aMoment()
      window.dispatchEvent(new Event(type))
      await aMoment()
      expect(added()).toEqual(SCRIPTS)
    },
  )

  it("adds none for a pointer resting over the page, which the browser reports as a pointermove that moved none", async () => {
    const added = startPage(SCRIPTS)
    await aMoment()
    window.dispatchEvent(pointerMove(0, 0))
    await aMoment()
    expect(added()).toEqual([])
    window.dispatchEvent(pointerMove(7, 0))
    await aMoment()
    expect(added()).toEqual(SCRIPTS)
  })

  it("adds them all once painted after an interaction that came while the browser was still reading the page", async () => {
    // On a slow phone the page is on screen, and can be tapped, before the browser has read the rest of it.
    document.body.innerHTML = ""
    new Function(starterScript(SCRIPTS, "1"))()
    window.dispatchEvent(new Event("touchstart"))
    document.body.innerHTML = HELD_PICTURE
    document.dispatchEvent(new Event("DOMContentLoaded"))
    await aMoment()
    expect(Array.from(document.querySelectorAll("script[src]"), script => script.getAttribute("src"))).toEqual(SCRIPTS)
  })

  it("adds them once, however many interactions follow", async () => {
    const added = startPage(SCRIPTS)
    window.dispatchEvent(new Event("keydown"))
    window.dispatchEvent(new Event("scroll"))
    await aMoment()
    window.dispatchEvent(new Event("pointerdown"))
    await aMoment()
    expect(added()).toEqual(SCRIPTS)
  })

  it("adds them at once on a page found scrolled once painted (a reload further down)", async () => {
    Object.defineProperty(window, "scrollY", { value: 500, configurable: true })
    const added = startPage(SCRIPTS)
    await aMoment()
    expect(added()).toEqual(SCRIPTS)
  })

  it("adds none on a page reloaded at its top that the browser put back a fraction of a pixel down", async () => {
    Object.defineProperty(window, "scrollY", { value: 0.22, configurable: true })
    const added = startPage(SCRIPTS)
    await aMoment()
    expect(added()).toEqual([])
  })

  describe("on the sizing helper, whose answer needs them", () => {
    afterEach(() => {
      document.documentElement.removeAttribute(START_SCRIPTS_ATTRIBUTE)
      window.history.replaceState(null, "", "/")
    })

    it("adds them at once when its address holds a visitor's loads (a shared link)", async () => {
      window.history.replaceState(null, "", "/backup-sizing?load=desktop_2&time=30")
      new Function(START_SCRIPTS_FOR_STATE)()
      const added = startPage(SCRIPTS)
      await aMoment()
      expect(added()).toEqual(SCRIPTS)
    })

    it("waits for an interaction as every page does when it holds none", async () => {
      window.history.replaceState(null, "", "/backup-sizing")
      new Function(START_SCRIPTS_FOR_STATE)()
      const added = startPage(SCRIPTS)
      await aMoment()
      expect(added()).toEqual([])
    })
  })

  it("lets the page's held pictures load once the main image is decoded, before any interaction", async () => {
    let decoded = () => undefined as void
    const image = document.createElement("img")
    image.setAttribute("fetchpriority", "high")
    image.decode = () => new Promise<void>(resolve => (decoded = resolve))
    startPage(SCRIPTS, image)
    const held = () => document.querySelectorAll(`source[media="${HELD_MEDIA}"]`).length
    await aMoment()
    expect(held()).toBe(2)
    decoded()
    await aMoment()
    // This test's browser has no IntersectionObserver, so every held picture loads, as near the screen.
    expect(held()).toBe(0)
  })

  it("adds the head's after-paint elements once the main image is decoded, once", async () => {
    let decoded = () => undefined as void
    const image = document.createElement("img")
    image.setAttribute("fetchpriority", "high")
    image.decode = () => new Promise<void>(resolve => (decoded = resolve))
    // As a browser running scripts reads the <noscript> (src/node/manifest-after-paint.ts): as text.
    const afterPaint = document.createElement("noscript")
    afterPaint.id = AFTER_PAINT_ID
    afterPaint.textContent = '<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"/>'
    document.head.replaceChildren(afterPaint)
    startPage(SCRIPTS, image)
    const manifests = () => Array.from(document.head.querySelectorAll('link[rel="manifest"]'), link => link.outerHTML)
    await aMoment()
    expect(manifests()).toEqual([])
    decoded()
    await aMoment()
    window.dispatchEvent(new Event("scroll"))
    await aMoment()
    expect(manifests()).toEqual(['<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials">'])
  })

  describe("where the browser reports paints", () => {
    /** The browser's PerformanceObserver, as far as the starter uses it: `report` delivers paint entries. */
    let report: (names: string[]) => void = () => undefined
    class PaintObserver {
      static supportedEntryTypes = ["paint"]
      constructor(callback: (list: { getEntriesByName: (name: string) => string[] }, observer: PaintObserver) => void) {
        report = names => callback({ getEntriesByName: name => names.filter(entry => entry === name) }, this)
      }
      observe() {}
      disconnect() {
        report = () => undefined
      }
    }
    beforeEach(() => Object.defineProperty(window, "PerformanceObserver", { value: PaintObserver, configurable: true }))
    afterEach(() => Reflect.deleteProperty(window, "PerformanceObserver"))

    it("lets a page without a main image load its held pictures once its first contentful paint is reported", async () => {
      startPage(SCRIPTS)
      const held = () => document.querySelectorAll(`source[media="${HELD_MEDIA}"]`).length
      await aMoment()
      expect(held()).toBe(2)
      report(["first-paint"])
      await aMoment()
      expect(held()).toBe(2)
      report(["first-paint", "first-contentful-paint"])
      expect(held()).toBe(0)
    })
  })

  it("waits, after an interaction, for the main image to be decoded", async () => {
    let decoded = () => undefined as void
    const image = document.createElement("img")
    image.setAttribute("fetchpriority", "high")
    image.decode = () => new Promise<void>(resolve => (decoded = resolve))
    const added = startPage(SCRIPTS, image)
    window.dispatchEvent(new Event("pointerdown"))
    await aMoment()
    expect(added()).toEqual([])
    decoded()
    await aMoment()
    expect(added()).toEqual(SCRIPTS)
  })
})
