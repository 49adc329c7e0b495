/**
 * The one surface every behaviour test of e2e-engines/ drives, whichever engine is behind it:
 * WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, webkit.ts) or Gecko (Firefox ESR over
 * WebDriver BiDi, firefox.ts). Each tab is a fresh browser state (no storage, no cache) whose
 * viewport is the width it was opened at.
 */
export type Engine = "webkit" | "firefox"

export interface TabSettings {
  /** The site's origin, such as http://localhost:8796. */
  baseURL: string
  width: number
  height: number
  /** The visitor asked for less motion (prefers-reduced-motion: reduce). */
  reducedMotion: boolean
  /** false: the browser runs no script at all, the site's inline ones included. */
  javaScriptEnabled: boolean
}

/** A request the page made to an address the test answers. */
export interface SentRequest {
  method: string
  url: string
  body: string
}

/** How the test answers such a request: a response, a broken connection, or no answer ever. */
export type Answer = { status: number; body: string } | "abort" | "never"

export type AnswerHandler = (request: SentRequest) => Answer | Promise<Answer>

export type Key = "Escape" | "Enter" | "Tab" | "Backspace" | "Space" | "ArrowDown" | "ArrowRight"

/** What each engine's tab gives; the tests use it through Tab, which adds what is written once for both. */
export interface EngineTab {
  readonly engine: Engine
  /** Loads a path of the site and waits for its load event. */
  goto(path: string): Promise<void>
  reload(): Promise<void>
  /**
   * Runs a function in the page and returns its result (JSON values only). It runs even where
   * the page's own scripts may not (JavaScript switched off), as the automation's.
   */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /**
   * Runs a function in every document the tab loads from now on, before the page's own scripts, where the
   * engine's automation can (Firefox, over BiDi): true. WebKit's classic WebDriver cannot: false.
   */
  beforePageScripts<A extends unknown[]>(fn: (...args: A) => void, ...args: A): Promise<boolean>
  /** A pointer click in the middle of the first element `selector` matches, scrolled into view first. */
  click(selector: string): Promise<void>
  /**
   * A pointer press and release at the middle of the first element `selector` matches, scrolled into view
   * first if any of it is off screen, on whatever is on top there and whether or not the element can take
   * it (disabled, covered), at once: as a person taps what they see. (click waits until it can.)
   */
  tap(selector: string): Promise<void>
  /**
   * A finger's tap, where tap() presses the mouse: a touch pointer's press and release at the same point, which
   * the browser follows with its touch events, then its mouse events and click, as on a phone. Firefox: BiDi's
   * touch pointer. WebKitGTK's WebDriver has no touch input (WebKit builds it for WPE alone; GTK reports a touch
   * pointer's actions as a mouse's), so WebKit's refuses, saying so, rather than tap with a mouse in its name.
   */
  touch(selector: string): Promise<void>
  /**
   * A mouse press on the middle of `from`, moved in small steps to the middle of `to`, and released
   * (a drag, such as by a list item's handle): `from` is scrolled into view first, and both must be on screen then.
   */
  drag(from: string, to: string): Promise<void>
  /** Moves the pointer to a point of the viewport. */
  movePointer(x: number, y: number): Promise<void>
  /** Clicks the field, selects what it holds and types `text` over it, key by key. */
  fill(selector: string, text: string): Promise<void>
  press(key: Key): Promise<void>
  /** Gives the file input `selector` matches the file at `file` (a path on this machine), as a person picking it does. */
  setFile(selector: string, file: string): Promise<void>
  /** Whether the browser's accessibility tree names the element `selector` matches `name`. */
  hasAccessibleName(selector: string, name: string): Promise<boolean>
  /** Every console error and uncaught exception or rejection of every document the tab has shown. */
  errors(): Promise<string[]>
  /**
   * Answers the page's requests to addresses starting with `url` (on https://api.emailjs.com) at
   * the network, as that server would; returns the list of requests answered, which grows.
   * Call it before the page loads.
   */
  answer(url: string, handler: AnswerHandler): Promise<SentRequest[]>
  /** Holds back the page's requests whose URL matches `pattern` until the returned function is called. Call it before the page loads. */
  hold(pattern: RegExp): Promise<() => void>
  /** A PNG of the viewport as it is. */
  screenshot(): Promise<Buffer>
  close(): Promise<void>
}

/** What opens tabs of one engine in a worker, with whatever settings each asks for. */
export interface EngineLauncher {
  open(settings: TabSettings): Promise<EngineTab>
  close(): Promise<void>
}

/** Run in the page: what is on top at the middle of the element's first box, to name what took a click. */
export function coverOf(element: Element): string {
  const box = element.getClientRects()[0] as DOMRect | undefined
  if (!box) return "nothing: the element has no box"
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  if (!top) return "nothing: its middle is off screen"
  const name = `${top.tagName.toLowerCase()}${top.id ? `#${top.id}` : ""}${top.classList.length ? `.${[...top.classList].join(".")}` : ""}`
  return `${name} at scroll ${Math.round(scrollY)}, running animations: ${document.getAnimations().length}`
}

/** Run in the page: the middle of the element's first box, in the viewport's coordinates (null: it has none). */
export function middleOf(element: Element): { x: number; y: number } | null {
  const box = element.getClientRects()[0] as DOMRect | undefined
  return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null
}

/**
 * The middle of the element's first box while the element is what a pointer there would hit; null
 * while something else is on top there. Read again two frames after revealForClick, the same middle twice
 * means the element has stopped moving: Playwright's own click waits so for an element that is stable and
 * receives the click, and a click sent as its field moved would miss it, and lose what is typed next.
 */
export function hitMiddleOf(element: Element): { x: number; y: number } | null {
  // Whole in itself: it runs in the page, without this module's other functions.
  const box = element.getClientRects()[0] as DOMRect | undefined
  const middle = box && { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  const hit = middle && document.elementFromPoint(middle.x, middle.y)
  return middle && hit && element.contains(hit) ? middle : null
}

/**
 * Run in the page before a click: scrolls the element to the middle of the viewport unless its
 * first box (where WebDriver clicks, and where the pointer of Tab.click goes) is all in view, and
 * gives that box's middle. (WebKitWebDriver's own scrolling can leave an element below the fold
 * when an ancestor of it is a box that scrolls.) A click also scrolls it so when something else is
 * on top at that middle, as a person scrolls what a bar fixed at the foot of the screen covers
 * (Playwright's click does so too); a tap (`forTap`) lands on whatever is there.
 *
 * Null, for the click to wait, while the element has no box or is disabled, as Playwright's click
 * waits: WebKitWebDriver reports a click on a disabled button as done though nothing happens. A tap
 * does not wait.
 */
export function revealForClick(
  element: Element,
  // Typed loosely, as WebdriverIO types every argument after the element as one more element.
  forTap: unknown = false,
): { x: number; y: number } | null {
  const first = () => element.getClientRects()[0] as DOMRect | undefined
  const middle = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
  let box = first()
  if (!box || box.width === 0 || box.height === 0 || (!forTap && element.matches(":disabled"))) return null
  const outside = box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth
  const onTop = !outside && document.elementFromPoint(middle(box).x, middle(box).y)
  if (outside || (!forTap && onTop && !element.contains(onTop))) {
    element.scrollIntoView({ block: "center", inline: "center" })
    box = first()!
  }
  return middle(box)
}

/** Answers of EmailJS's API as its server gives them: plain text, readable from any origin. */
export const EMAILJS_HEADERS = {
  "access-control-allow-origin": "*",
  "content-type": "text/plain; charset=utf-8",
}
