/**
 * WebKit: Debian's WebKitGTK MiniBrowser (webkit2gtk-4.1), driven through WebKitWebDriver
 * (package webkit2gtk-driver) by WebdriverIO, on an Xvfb display of its own. A tab is a WebDriver
 * session of MiniBrowser with nothing stored: a new one, or that of the worker's previous tab,
 * cleared (see Slot); one that holds requests back is always new.
 *
 * - MiniBrowser runs full screen, which hides its toolbar (whose buttons would keep the window at
 *   least 447 px wide); the window then is exactly the viewport, sized by WebDriver.
 * - Reduced motion: WebKitGTK follows GTK's gtk-enable-animations, set in a settings.ini of the
 *   driver's own XDG_CONFIG_HOME; so there is one driver per setting (and per JavaScript setting,
 *   as a driver serves one session at a time).
 * - The network: see webkit-proxy.ts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { Key as WebDriverKey, remote } from "webdriverio"
import { freePort } from "../scripts/free-port"
import {
  coverOf,
  middleOf,
  revealForClick,
  type AnswerHandler,
  type EngineLauncher,
  type EngineTab,
  type Key,
  type TabSettings,
} from "./engine"
import { BLANK_PATH, EMAILJS_HOST, WebKitProxy } from "./webkit-proxy"

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? "WebKitWebDriver"
/** A session starts in about 0.4 s, a second when the machine is busy; a page loads in less. */
const REQUEST_LIMIT = 15_000

/** MiniBrowser's place depends on the machine's architecture (/usr/lib/x86_64-linux-gnu/…). */
function miniBrowserPath(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH
  const found = fs
    .readdirSync("/usr/lib")
    .map(dir => path.join("/usr/lib", dir, "webkit2gtk-4.1", "MiniBrowser"))
    .find(candidate => fs.existsSync(candidate))
  if (!found)
    throw new Error("No WebKitGTK MiniBrowser in /usr/lib/*/webkit2gtk-4.1/: apt-get install webkit2gtk-driver")
  return found
}

type Browser = Awaited<ReturnType<typeof remote>>

interface Stoppable {
  stop(): Promise<void>
}

/**
 * Starts a child process that dies with this one. A detached one leads a process group of its own,
 * and stopping it stops the group: WebKitWebDriver's MiniBrowser and its web processes with it.
 */
function startChild(command: string, args: string[], options: Parameters<typeof spawn>[2]): ChildProcess & Stoppable {
  const child = spawn(command, args, options) as ChildProcess & Stoppable
  const kill = () => {
    try {
      process.kill(options.detached ? -child.pid! : child.pid!, "SIGTERM")
    } catch {
      // Gone already.
    }
  }
  process.once("exit", kill)
  child.stop = () =>
    new Promise(resolve => {
      process.off("exit", kill)
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once("exit", () => resolve())
      kill()
    })
  return child
}

/** An X display of its own: Xvfb picks a free number and writes it to the pipe on fd 3. */
async function startXvfb(): Promise<{ display: string } & Stoppable> {
  const xvfb = startChild("Xvfb", ["-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  })
  let stderr = ""
  xvfb.stderr!.on("data", chunk => (stderr += chunk))
  const display = await new Promise<string>((resolve, reject) => {
    let written = ""
    xvfb.stdio[3]!.on("data", chunk => {
      written += chunk
      if (written.includes("\n")) resolve(`:${written.trim()}`)
    })
    xvfb.once("error", error => reject(new Error(`Xvfb did not start (apt-get install xvfb): ${error.message}`)))
    xvfb.once("exit", code => reject(new Error(`Xvfb exited with ${code}: ${stderr}`)))
  })
  return { display, stop: () => xvfb.stop() }
}

interface Driver extends Stoppable {
  port: number
  /** What it has written to stderr so far. */
  log(): string
}

/** WebKitWebDriver on a free port, its browsers on `display`, with GTK settings from `configHome`. */
async function startDriver(display: string, configHome: string): Promise<Driver> {
  const port = await freePort()
  const driver = startChild(DRIVER, [`--port=${port}`, "--host=127.0.0.1"], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: configHome },
  })
  let stderr = ""
  driver.stderr!.on("data", chunk => (stderr += chunk))
  const failed = new Promise<never>((_, reject) => {
    driver.once("error", error =>
      reject(new Error(`WebKitWebDriver did not start (apt-get install webkit2gtk-driver): ${error.message}`)),
    )
    driver.once("exit", code => reject(new Error(`WebKitWebDriver exited with ${code}: ${stderr}`)))
  })
  const ready = (async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        const status = await fetch(`http://127.0.0.1:${port}/status`)
        if (status.ok) return
      } catch {
        // Not listening yet.
      }
      await new Promise(resolve => setTimeout(resolve, 100))
    }
    throw new Error(`WebKitWebDriver did not answer on port ${port}: ${stderr}`)
  })()
  await Promise.race([ready, failed])
  return { port, stop: () => driver.stop(), log: () => stderr }
}

/** A certificate for EmailJS's API name, made for this run: the sessions trust it for that host alone. */
function makeCertificate(dir: string) {
  const keyFile = path.join(dir, "emailjs-key.pem")
  const certificateFile = path.join(dir, "emailjs-cert.pem")
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${EMAILJS_HOST}`,
      "-addext",
      `subjectAltName=DNS:${EMAILJS_HOST}`,
      "-keyout",
      keyFile,
      "-out",
      certificateFile,
    ],
    { encoding: "utf8" },
  )
  if (made.status !== 0) throw new Error(`openssl could not make the test certificate: ${made.stderr || made.error}`)
  return { certificateFile, key: fs.readFileSync(keyFile), cert: fs.readFileSync(certificateFile) }
}

const KEYS: Record<Key, string> = {
  Escape: WebDriverKey.Escape,
  Enter: WebDriverKey.Enter,
  Tab: WebDriverKey.Tab,
  Backspace: WebDriverKey.Backspace,
  Space: WebDriverKey.Space,
  ArrowDown: WebDriverKey.ArrowDown,
  ArrowRight: WebDriverKey.ArrowRight,
}

interface PageErrors {
  document: string
  errors: string[]
}

/**
 * A MiniBrowser session of one kind (reduced motion or not, JavaScript on or off) and the driver it
 * runs on: a WebKitWebDriver serves one session at a time. The session outlives a tab, cleared for
 * the next (see WebKitTab.close), as starting MiniBrowser costs seconds.
 */
interface Slot {
  driver: Promise<Driver>
  /** The driver's XDG_CONFIG_HOME, with this kind's GTK settings. */
  configHome: string
  session?: Browser
}

class WebKitTab implements EngineTab {
  readonly engine = "webkit"
  private navigated = false
  /** Every origin the tab has loaded a page of: the site's, and others' such as the editor's (e2e-engines/cms.spec.ts). */
  private readonly origins = new Set<string>()

  constructor(
    private browser: Browser,
    /** Whether an earlier tab used this session, so its cache may hold the site's files. */
    private reused: boolean,
    private readonly launcher: WebKitLauncher,
    private readonly slot: Slot,
    private readonly settings: TabSettings,
    private readonly proxy: WebKitProxy,
  ) {}

  async goto(address: string) {
    this.navigated = true
    const url = new URL(address, this.settings.baseURL)
    this.origins.add(url.origin)
    await this.browser.url(url.href)
  }

  async reload() {
    await this.browser.refresh()
  }

  async evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return (await this.browser.execute(fn as (...args: unknown[]) => R, ...args)) as Awaited<R>
  }

  async beforePageScripts() {
    return false
  }

  async click(selector: string) {
    const element = await this.browser.$(selector)
    await element.waitForExist({ timeout: 5000 })
    // Waits while the element has no box or is disabled (revealForClick), and while something over
    // it (a closing dialog's fading backdrop) takes the click, for up to 5 s, as a person waits.
    for (let waited = 0; ; waited += 100) {
      const box = await this.browser.execute(revealForClick, element)
      try {
        if (box) return await element.click()
        if (waited >= 5000) throw new Error(`${selector} is not on screen, or is disabled`)
      } catch (error) {
        if (!/click intercepted/.test(String(error))) throw error
        if (waited >= 5000)
          throw new Error(`${String(error)}\nOver it: ${await this.browser.execute(coverOf, element)}`)
      }
      await new Promise(resolve => setTimeout(resolve, 100))
    }
  }

  async tap(selector: string) {
    const element = await this.browser.$(selector)
    await element.waitForExist({ timeout: 5000 })
    const point = await this.browser.execute(revealForClick, element, true)
    if (!point) throw new Error(`${selector} has no box on the page`)
    await this.browser
      .action("pointer", { parameters: { pointerType: "mouse" } })
      .move({ x: Math.round(point.x), y: Math.round(point.y), origin: "viewport" })
      .down({ button: 0 })
      .up({ button: 0 })
      .perform()
  }

  /** WebKitGTK's WebDriver has no touch input: see EngineTab.touch. */
  async touch(selector: string): Promise<void> {
    throw new Error(
      `No touch on ${selector}: WebKitGTK's WebDriver has no touch input (WebKit enables WEBDRIVER_TOUCH_INTERACTIONS for WPE alone)`,
    )
  }

  async drag(from: string, to: string) {
    const start = await this.browser.execute(revealForClick, await this.browser.$(from))
    const end = await this.browser.execute(middleOf, await this.browser.$(to))
    if (!start || !end) throw new Error(`${from} or ${to} is not on screen`)
    const point = (share: number) => ({
      x: Math.round(start.x + (end.x - start.x) * share),
      y: Math.round(start.y + (end.y - start.y) * share),
    })
    const mouse = this.browser.action("pointer", { parameters: { pointerType: "mouse" } })
    mouse.move({ ...point(0), origin: "viewport" }).down({ button: 0 })
    for (let step = 1; step <= 10; step++) mouse.move({ ...point(step / 10), origin: "viewport", duration: 50 })
    mouse.up({ button: 0 })
    await mouse.perform()
  }

  async movePointer(x: number, y: number) {
    await this.browser.action("pointer").move({ x, y, origin: "viewport" }).perform()
  }

  async fill(selector: string, text: string) {
    await this.click(selector)
    await this.browser.keys([WebDriverKey.Ctrl, "a"])
    if (text === "") return this.press("Backspace")
    // Each key pressed and released in turn: WebdriverIO's keys() presses them all, then releases
    // them all, and a key already down is not pressed again, so "need" would arrive as "ned".
    const typing = this.browser.action("key")
    for (const character of text) typing.down(character).up(character)
    await typing.perform()
  }

  async press(key: Key) {
    await this.browser.keys(KEYS[key])
  }

  /** WebDriver's Element Send Keys with the file's path: a file input needs not be shown for it. */
  async setFile(selector: string, file: string) {
    await this.browser.$(selector).addValue(file)
  }

  async hasAccessibleName(selector: string, name: string) {
    return (await this.browser.$(selector).getComputedLabel()) === name
  }

  async errors() {
    const current = await this.browser
      .execute(() => (window as unknown as { __engineErrors?: PageErrors }).__engineErrors ?? null)
      .catch(() => null)
    return [...this.proxy.reportsOutside(current?.document), ...(current?.errors ?? [])]
  }

  async answer(url: string, handler: AnswerHandler) {
    return this.proxy.answer(url, handler)
  }

  /** A held request must reach the network: from a reused session it might come from the cache, so this starts a new one. */
  async hold(pattern: RegExp) {
    if (this.navigated) throw new Error("hold() must come before the tab loads a page")
    if (this.reused) {
      this.browser = await this.launcher.renew(this.slot, this.settings)
      this.reused = false
    }
    return this.proxy.hold(pattern)
  }

  /** An alert or confirm left open stops WebDriver's every request: its text is the error. */
  async screenshot() {
    try {
      return Buffer.from(await this.browser.takeScreenshot(), "base64")
    } catch (error) {
      const alert = await this.browser.getAlertText().catch(() => null)
      throw alert === null ? error : new Error(`A dialog is open: ${alert}`)
    }
  }

  /**
   * Leaves the session as a new one for the next tab, whose first load replaces the page: nothing
   * stored for any origin the tab loaded (its local and session storage, its IndexedDB databases,
   * its cookies), the site's last. Another origin matters too: the editor's (cms.spec.ts) keeps the
   * signed-in user in localStorage and entries in IndexedDB, and the next editor test has the same
   * origin, so it would open signed in, its Login button never shown. (The cache stays; see hold.)
   * Should anything fail, the session goes.
   */
  async close() {
    try {
      const site = new URL(this.settings.baseURL).origin
      for (const origin of [...[...this.origins].filter(origin => origin !== site), site]) {
        // The proxy answers the blank page for any origin, whether or not a server is there still.
        // Loaded on the site's origin too, so none of the tab's documents is left running.
        await this.browser.url(new URL(BLANK_PATH, origin).href)
        await this.browser.execute(async () => {
          sessionStorage.clear()
          localStorage.clear()
          const databases = await indexedDB.databases()
          await Promise.all(
            databases.map(
              ({ name }) =>
                new Promise(resolve => {
                  const deleting = indexedDB.deleteDatabase(name!)
                  deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve
                }),
            ),
          )
        })
        await this.browser.deleteAllCookies()
      }
    } catch {
      await this.launcher.endSession(this.slot)
    } finally {
      // Only now, with the tab's documents gone: a request one of them made after a reset was counted
      // as the next tab's, and when it failed, failed the next test (the editor's last call to its
      // backend, cut off as the backend stopped, failed the first enquiry test after it).
      this.proxy.reset()
    }
  }
}

export class WebKitLauncher implements EngineLauncher {
  private readonly slots = new Map<string, Slot>()

  private constructor(
    private readonly dir: string,
    private readonly xvfb: { display: string } & Stoppable,
    private readonly proxy: WebKitProxy,
    private readonly certificateFile: string,
    private readonly miniBrowser: string,
  ) {}

  static async start(): Promise<WebKitLauncher> {
    const miniBrowser = miniBrowserPath()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "engine-tests-webkit-"))
    const certificate = makeCertificate(dir)
    const xvfb = await startXvfb()
    const proxy = await WebKitProxy.start(certificate)
    return new WebKitLauncher(dir, xvfb, proxy, certificate.certificateFile, miniBrowser)
  }

  /** The slot of sessions of a kind, its driver started the first time it is needed. */
  private slot({ reducedMotion, javaScriptEnabled }: TabSettings): Slot {
    const kind = `${reducedMotion ? "reduced-motion" : "motion"}-${javaScriptEnabled ? "script" : "no-script"}`
    let slot = this.slots.get(kind)
    if (!slot) {
      const configHome = path.join(this.dir, kind)
      fs.mkdirSync(path.join(configHome, "gtk-3.0"), { recursive: true })
      fs.writeFileSync(
        path.join(configHome, "gtk-3.0", "settings.ini"),
        `[Settings]\ngtk-enable-animations=${!reducedMotion}\n`,
      )
      slot = { driver: startDriver(this.xvfb.display, configHome), configHome }
      this.slots.set(kind, slot)
    }
    return slot
  }

  /**
   * A new session on the slot's driver. Should MiniBrowser not come up (seen once in a dozen full
   * runs: WebKitWebDriver waited on it for the rest of the test), the driver and all it started are
   * stopped, and the session is asked of a fresh driver, once.
   */
  private async startSession(slot: Slot, settings: TabSettings): Promise<Browser> {
    try {
      return await this.askSession(slot, settings)
    } catch (error) {
      const driver = await slot.driver.catch(() => undefined)
      await driver?.stop()
      console.warn(
        `WebKit: no session (${(error as Error).message.split("\n")[0]}); starting WebKitWebDriver afresh. ` +
          `Its log: ${driver?.log().trim() || "(empty)"}`,
      )
      slot.driver = startDriver(this.xvfb.display, slot.configHome)
      return await this.askSession(slot, settings)
    }
  }

  private async askSession(slot: Slot, { javaScriptEnabled }: TabSettings): Promise<Browser> {
    const { port } = await slot.driver
    slot.session = await remote({
      hostname: "127.0.0.1",
      port,
      logLevel: "error",
      connectionRetryCount: 0,
      // Any WebDriver request, the new session's included, is given up after this long.
      connectionRetryTimeout: REQUEST_LIMIT,
      capabilities: {
        browserName: "MiniBrowser",
        // Classic WebDriver: WebKitWebDriver has no BiDi, and asking for it fails the session.
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": {
          binary: this.miniBrowser,
          args: [
            "--automation",
            "--full-screen",
            `--proxy=http://127.0.0.1:${this.proxy.port}`,
            ...(javaScriptEnabled ? [] : ["--enable-javascript=false"]),
          ],
          certificates: [{ host: EMAILJS_HOST, certificateFile: this.certificateFile }],
        },
      } as WebdriverIO.Capabilities,
    })
    return slot.session
  }

  async endSession(slot: Slot) {
    const session = slot.session
    slot.session = undefined
    await session?.deleteSession().catch(() => undefined)
  }

  /** A new session in place of the slot's. */
  async renew(slot: Slot, settings: TabSettings): Promise<Browser> {
    await this.endSession(slot)
    return this.sized(await this.startSession(slot, settings), settings)
  }

  /**
   * The window sized to the viewport asked for, checked. The X server resizes it after WebDriver
   * has answered, so the page may still have the old size for a moment: it is asked again for up
   * to 2 s, and the size set again once.
   */
  private async sized(browser: Browser, { width, height }: TabSettings) {
    let viewport: number[] = []
    for (let attempt = 0; attempt < 20; attempt++) {
      if (attempt % 10 === 0) await browser.setWindowSize(width, height)
      viewport = await browser.execute(() => [innerWidth, innerHeight])
      if (viewport[0] === width && viewport[1] === height) return browser
      await new Promise(resolve => setTimeout(resolve, 100))
    }
    throw new Error(`MiniBrowser's viewport is ${viewport.join(" × ")}, not ${width} × ${height}`)
  }

  async open(settings: TabSettings): Promise<EngineTab> {
    const slot = this.slot(settings)
    const reused = !!slot.session
    try {
      const browser = await this.sized(slot.session ?? (await this.startSession(slot, settings)), settings)
      return new WebKitTab(browser, reused, this, slot, settings, this.proxy)
    } catch (error) {
      await this.endSession(slot)
      throw error
    }
  }

  async close() {
    const slots = [...this.slots.values()]
    await Promise.all(slots.map(slot => this.endSession(slot)))
    const drivers = await Promise.allSettled(slots.map(slot => slot.driver))
    await Promise.all(drivers.map(driver => driver.status === "fulfilled" && driver.value.stop()))
    await this.proxy.close()
    await this.xvfb.stop()
    fs.rmSync(this.dir, { recursive: true, force: true })
  }
}
