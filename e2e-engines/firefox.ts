/**
 * Gecko: Debian's Firefox ESR, driven over WebDriver BiDi by Puppeteer. Each tab is a page of a
 * new browser context (its own storage and cache). Reduced motion and JavaScript switched off are
 * preferences of the whole browser, so each combination has a browser of its own, launched the
 * first time a test needs it.
 *
 * Over BiDi, Puppeteer's own click runs a script in the page that takes Firefox down when
 * JavaScript is off, so clicks here are the pointer's own, where WebDriver would click (revealForClick).
 */
import puppeteer, { type Browser, type ElementHandle, type HTTPRequest, type Page } from "puppeteer-core"
import {
  EMAILJS_HEADERS,
  hitMiddleOf,
  middleOf,
  revealForClick,
  type AnswerHandler,
  type EngineLauncher,
  type EngineTab,
  type Key,
  type SentRequest,
  type TabSettings,
} from "./engine"

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"

class FirefoxTab implements EngineTab {
  readonly engine = "firefox"
  private readonly found: string[] = []
  private answerers: { url: string; handler: AnswerHandler; requests: SentRequest[] }[] = []
  private holds: { pattern: RegExp; released: Promise<void> }[] = []
  private intercepting = false

  constructor(
    private readonly page: Page,
    private readonly baseURL: string,
    /** Whether the page's scripts run: Firefox then runs no frame callbacks either, even the tests'. */
    private readonly scriptsRun: boolean,
  ) {
    // Firefox reports Content-Security-Policy violations and blocked resources as errors too.
    page.on("console", message => {
      if (message.type() === "error") this.found.push(message.text())
    })
    page.on("pageerror", error =>
      this.found.push(`Uncaught: ${error instanceof Error ? error.message : String(error)}`),
    )
  }

  async goto(address: string) {
    await this.page.goto(new URL(address, this.baseURL).href, { waitUntil: "load" })
  }

  async reload() {
    await this.page.reload({ waitUntil: "load" })
  }

  async evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return (await this.page.evaluate(fn as (...args: unknown[]) => R, ...args)) as Awaited<R>
  }

  async beforePageScripts<A extends unknown[]>(fn: (...args: A) => void, ...args: A) {
    await this.page.evaluateOnNewDocument(fn, ...args)
    return true
  }

  /** Waits up to 5 s for the element to be there and shown, as WebDriver's click does; clicks the middle of its first box, as WebDriver does. */
  async click(selector: string) {
    for (let waited = 0; ; waited += 100) {
      const element = await this.page.$(selector)
      const box = await element?.evaluate(revealForClick)
      // Where it is two frames on, if it is still there and nothing covers it (hitMiddleOf). Read at once, the same
      // place would say nothing: the page is not laid out anew between two scripts. (A page without scripts has no
      // motion to wait for, and no frames to wait with.)
      if (box && this.scriptsRun)
        await this.page.evaluate(
          () => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        )
      const now = box && (await element!.evaluate(hitMiddleOf))
      await element?.dispose()
      if (box && now && now.x === box.x && now.y === box.y) return this.page.mouse.click(box.x, box.y)
      if (waited >= 5000) throw new Error(`${selector} is not on screen, is covered, or goes on moving`)
      await new Promise(resolve => setTimeout(resolve, 100))
    }
  }

  async tap(selector: string) {
    const point = await this.tapPoint(selector)
    await this.page.mouse.click(point.x, point.y)
  }

  /** BiDi's touch pointer (Puppeteer's touchscreen): pointer and touch events, then Firefox's own mouse events and click. */
  async touch(selector: string) {
    const point = await this.tapPoint(selector)
    await this.page.touchscreen.tap(point.x, point.y)
  }

  /** Where a tap on `selector` lands: the middle of its first box, scrolled into view first if any of it is off screen. */
  private async tapPoint(selector: string) {
    const element = await this.page.$(selector)
    const point = await element?.evaluate(revealForClick, true)
    await element?.dispose()
    if (!point) throw new Error(`${selector} has no box on the page`)
    return point
  }

  async drag(from: string, to: string) {
    const source = await this.page.$(from)
    const target = await this.page.$(to)
    const start = await source?.evaluate(revealForClick)
    const end = await target?.evaluate(middleOf)
    await source?.dispose()
    await target?.dispose()
    if (!start || !end) throw new Error(`${from} or ${to} is not on screen`)
    await this.page.mouse.move(start.x, start.y)
    await this.page.mouse.down()
    await this.page.mouse.move(end.x, end.y, { steps: 10 })
    await this.page.mouse.up()
  }

  async movePointer(x: number, y: number) {
    await this.page.mouse.move(x, y)
  }

  async fill(selector: string, text: string) {
    await this.click(selector)
    // What is typed goes where the focus is: a field the click left unfocused would lose it, silently.
    const focus = await this.page.$eval(selector, field =>
      field === document.activeElement ? "" : (document.activeElement?.outerHTML.slice(0, 120) ?? "nothing"),
    )
    if (focus) throw new Error(`A click on ${selector} left the focus on ${focus}`)
    await this.page.keyboard.down("Control")
    await this.page.keyboard.press("a")
    await this.page.keyboard.up("Control")
    if (text === "") await this.page.keyboard.press("Backspace")
    else await this.page.keyboard.type(text)
  }

  async press(key: Key) {
    await this.page.keyboard.press(key)
  }

  /** BiDi's input.setFiles, through Puppeteer's uploadFile. */
  async setFile(selector: string, file: string) {
    const input = await this.page.$(selector)
    if (!input) throw new Error(`No ${selector}`)
    await (input as ElementHandle<HTMLInputElement>).uploadFile(file)
    await input.dispose()
  }

  /** Firefox's accessibility tree, queried by name (BiDi's accessibility locator): is the element among the nodes so named? */
  async hasAccessibleName(selector: string, name: string) {
    const element = await this.page.$(selector)
    const named = await this.page.$$(`aria/${name}`)
    const found = await Promise.all(
      named.map(candidate => candidate.evaluate((node, other) => node === other, element)),
    )
    return found.includes(true)
  }

  async errors() {
    return [...this.found]
  }

  async answer(url: string, handler: AnswerHandler) {
    const requests: SentRequest[] = []
    this.answerers.push({ url, handler, requests })
    await this.intercept()
    return requests
  }

  async hold(pattern: RegExp) {
    let release = () => undefined as void
    const released = new Promise<void>(resolve => (release = resolve))
    this.holds.push({ pattern, released })
    await this.intercept()
    return release
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot())
  }

  async close() {
    await this.page.browserContext().close()
  }

  /** Puppeteer's request interception, over BiDi's network.addIntercept, on from the first answer or hold. */
  private async intercept() {
    if (this.intercepting) return
    this.intercepting = true
    await this.page.setRequestInterception(true)
    this.page.on("request", request => void this.route(request).catch(() => undefined))
  }

  private async route(request: HTTPRequest) {
    const url = request.url()
    const answerer = this.answerers.find(candidate => url.startsWith(candidate.url))
    if (answerer) {
      const sent = { method: request.method(), url, body: (await request.fetchPostData()) ?? "" }
      answerer.requests.push(sent)
      const answer = await answerer.handler(sent)
      if (answer === "never") return
      if (answer === "abort") return request.abort("connectionreset")
      return request.respond({ status: answer.status, headers: EMAILJS_HEADERS, body: answer.body })
    }
    await Promise.all(this.holds.filter(hold => hold.pattern.test(url)).map(hold => hold.released))
    await request.continue()
  }
}

export class FirefoxLauncher implements EngineLauncher {
  /** A browser for each combination of the browser-wide settings, launched when first needed. */
  private readonly browsers = new Map<string, Promise<Browser>>()

  private browser(reducedMotion: boolean, javaScriptEnabled: boolean) {
    const key = `${reducedMotion} ${javaScriptEnabled}`
    let browser = this.browsers.get(key)
    if (!browser) {
      browser = puppeteer.launch({
        browser: "firefox",
        executablePath: FIREFOX_PATH,
        headless: true,
        extraPrefsFirefox: {
          "ui.prefersReducedMotion": reducedMotion ? 1 : 0,
          "javascript.enabled": javaScriptEnabled,
        },
      })
      this.browsers.set(key, browser)
    }
    return browser
  }

  async open({ baseURL, width, height, reducedMotion, javaScriptEnabled }: TabSettings): Promise<EngineTab> {
    const browser = await this.browser(reducedMotion, javaScriptEnabled)
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await page.setViewport({ width, height })
    return new FirefoxTab(page, baseURL, javaScriptEnabled)
  }

  async close() {
    const browsers = await Promise.allSettled(this.browsers.values())
    await Promise.all(browsers.map(browser => browser.status === "fulfilled" && browser.value.close()))
  }
}
