import type { AnswerHandler, Engine, EngineTab, Key, SentRequest } from "./engine"

/**
 * The surface the tests drive: an engine's tab (EngineTab), and what reads or waits on the page
 * through it, written once for both engines. Selectors are CSS selectors.
 */
export class Tab {
  readonly engine: Engine

  constructor(
    private readonly inner: EngineTab,
    readonly width: number,
  ) {
    this.engine = inner.engine
  }

  goto(path: string) {
    return this.inner.goto(path)
  }
  reload() {
    return this.inner.reload()
  }
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A) {
    return this.inner.evaluate(fn, ...args)
  }
  beforePageScripts<A extends unknown[]>(fn: (...args: A) => void, ...args: A) {
    return this.inner.beforePageScripts(fn, ...args)
  }
  click(selector: string) {
    return this.inner.click(selector)
  }
  tap(selector: string) {
    return this.inner.tap(selector)
  }
  touch(selector: string) {
    return this.inner.touch(selector)
  }
  drag(from: string, to: string) {
    return this.inner.drag(from, to)
  }
  movePointer(x: number, y: number) {
    return this.inner.movePointer(x, y)
  }
  fill(selector: string, text: string) {
    return this.inner.fill(selector, text)
  }
  press(key: Key) {
    return this.inner.press(key)
  }
  setFile(selector: string, file: string) {
    return this.inner.setFile(selector, file)
  }
  hasAccessibleName(selector: string, name: string) {
    return this.inner.hasAccessibleName(selector, name)
  }
  errors() {
    return this.inner.errors()
  }
  answer(url: string, handler: AnswerHandler): Promise<SentRequest[]> {
    return this.inner.answer(url, handler)
  }
  hold(pattern: RegExp) {
    return this.inner.hold(pattern)
  }
  screenshot() {
    return this.inner.screenshot()
  }
  close() {
    return this.inner.close()
  }

  /**
   * The browser's Back (history.back()): to the page's previous history entry, which may be one
   * the page's scripts added. Returns at once; wait for what it changes.
   */
  back() {
    return this.inner.evaluate(() => history.back())
  }

  /** The page's path and query, as the address bar shows them. */
  path() {
    return this.read(() => location.pathname + location.search)
  }

  /** The text of the first element `selector` matches, its spaces collapsed (null: none matches). */
  text(selector: string) {
    return this.read(
      selector => document.querySelector(selector)?.textContent?.replace(/\s+/g, " ").trim() ?? null,
      selector,
    )
  }

  attribute(selector: string, name: string) {
    return this.read((selector, name) => document.querySelector(selector)?.getAttribute(name) ?? null, selector, name)
  }

  /** The value of a form field. */
  value(selector: string) {
    return this.read(
      selector => (document.querySelector(selector) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? null,
      selector,
    )
  }

  /** Whether the element is laid out and not hidden (false: none matches). */
  isShown(selector: string) {
    return this.read(selector => {
      const element = document.querySelector(selector)
      return !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden"
    }, selector)
  }

  /**
   * Waits until `fn`, run in the page, returns something truthy; fails after `timeout` ms. Return a
   * JSON value (`!== null`), never an element: Firefox's Puppeteer gives an element back as undefined.
   */
  async waitFor<A extends unknown[]>(fn: (...args: A) => unknown, args = [] as unknown as A, timeout = 10_000) {
    const deadline = Date.now() + timeout
    for (;;) {
      if (await this.read(fn, ...args)) return
      if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${fn}`)
      await new Promise(resolve => setTimeout(resolve, 100))
    }
  }

  /** Waits, without interacting. */
  pause(ms: number) {
    return new Promise(resolve => setTimeout(resolve, ms))
  }

  /** evaluate, giving undefined while the page is between documents rather than failing. */
  private async read<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R> | undefined> {
    try {
      return await this.inner.evaluate(fn, ...args)
    } catch (error) {
      if (/context|navigat|destroyed|detached|unload|no such (window|frame)/i.test(String(error))) return undefined
      throw error
    }
  }
}
