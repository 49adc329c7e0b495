import AxeBuilder from "@axe-core/playwright"
import {
  test as playwrightTest,
  expect,
  type CDPSession,
  type ConsoleMessage,
  type Locator,
  type Page,
} from "@playwright/test"
import { pageHydrated } from "../scripts/page-hydrated"

export { PHONE, ROUTES } from "./routes"

/** Chromium reports a blocked resource or script with this in its console message. */
const CSP_MESSAGE = /Content Security Policy|CSP violation/

/** Collects every Content-Security-Policy violation on the page, reported as an event or in the console. */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await reportCspViolations(page)
  page.on("console", message => {
    if (CSP_MESSAGE.test(message.text())) violations.push(message.text())
  })
  return violations
}

/** Has the page write each Content-Security-Policy violation it reports as an event to the console. */
const reportCspViolations = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", event =>
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`),
    ),
  )

/**
 * Playwright's test, whose `request` opens a connection for each request (`Connection: close`).
 * wrangler's runtime closes a connection idle for 5 s, and a request sent on a kept one as it
 * closed failed with ECONNRESET in a fresh clone's run; with none kept, none is reused.
 * A browser's page and its `page.request` are left as they are: the browser's own use of
 * connections is part of what the tests see.
 */
export const plain = playwrightTest.extend({
  request: [
    async ({ playwright, baseURL }, use) => {
      const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { connection: "close" } })
      await use(request)
      await request.dispose()
    },
    { scope: "test" },
  ],
})

/**
 * Every test fails on a Content-Security-Policy violation, which no test may allow, and on
 * a console error or an uncaught exception, unless it names the errors it expects (the
 * not-found page's own 404, say) with `allowConsoleErrors`.
 */
export const test = plain.extend<{ allowConsoleErrors: RegExp | undefined; consoleErrors: string[] }>({
  allowConsoleErrors: [undefined, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use, testInfo) => {
      const errors: string[] = []
      const violations: string[] = []
      await reportCspViolations(page)
      const onConsole = (message: ConsoleMessage) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(message.text())
        else if (message.type() === "error") errors.push(message.text())
      }
      const onPageError = (error: Error) => errors.push(`Uncaught: ${error.message}`)
      page.on("console", onConsole)
      page.on("pageerror", onPageError)
      await use(errors)
      if (testInfo.status === "timedOut") console.log(await pageAfterTimeout(page))
      // The next test may have this page (reuseContext in playwright.config.ts): it goes as it came.
      page.off("console", onConsole)
      page.off("pageerror", onPageError)
      await leaveForTheNextTest(page)
      expect(violations, "Content-Security-Policy violations").toEqual([])
      expect(errors.filter(text => !allowConsoleErrors?.test(text))).toEqual([])
    },
    { auto: true },
  ],
})

/** The DevTools sessions slowDownCpu opened on each page, whose slowing the page keeps until it is undone. */
const slowedDown = new WeakMap<Page, CDPSession>()

/**
 * What a test may leave on a page and its context that Playwright's reset between tests (reuseContext in
 * playwright.config.ts) leaves too: the CPU slowed down, the network off.
 */
async function leaveForTheNextTest(page: Page) {
  const cdp = slowedDown.get(page)
  slowedDown.delete(page)
  if (!page.isClosed() && cdp) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 })
    await cdp.detach()
  }
  await page.context().setOffline(false)
}

export { expect }

/**
 * Whether a page that made a test time out still runs its scripts and draws frames, each asked
 * within 2 s. A click that waits for its element to be stable waits on the page's frames, and
 * says nothing while none comes (an enquiry test timed out so, once, in a fresh clone).
 */
async function pageAfterTimeout(page: Page): Promise<string> {
  const within = (asked: Promise<string>, silence: string) =>
    Promise.race([
      asked.catch((error: Error) => `failed (${error.message.split("\n")[0]})`),
      new Promise<string>(resolve => setTimeout(() => resolve(`${silence} within 2 s`), 2000)),
    ])
  // Answered with the page's visibility: a hidden page gets no frames.
  const script = await within(
    page.evaluate(() => `answered (the page ${document.visibilityState}, ${document.hasFocus() ? "" : "not "}focused)`),
    "did not answer",
  )
  const frame = await within(
    page.evaluate(() => new Promise<string>(resolve => requestAnimationFrame(() => resolve("came")))),
    "did not come",
  )
  return `After the timeout, a script on the page ${script}, and a frame ${frame}.`
}

/**
 * The visitor moves the mouse: the first interaction, on which a page's scripts start (src/node/script-starter.ts).
 * Twice, to two points: Chromium may send the page a pointermove of its own while it loads under a mouse that has
 * not moved, and then none for a move to (1, 1). The service page so stayed unhydrated in 2 to 4 of 8 loads with
 * the CPU slowed 4x; moved on to another point, in none of 8.
 */
export async function interact(page: Page) {
  await page.mouse.move(1, 1)
  await page.mouse.move(8, 8)
}

/**
 * Loads a page and moves the mouse, which starts its scripts, then waits until hydration has
 * finished, so clicks go to React rather than the browser.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await interact(page)
  await waitForHydration(page)
  return response
}

/** Holds back the page's script downloads matching `pattern`; returns what lets them through. */
export async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => undefined as void
  const held = new Promise<void>(resolve => (release = resolve))
  await page.route(pattern, async route => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Slows the page's CPU `rate` times (Chromium's own throttling, as DevTools does), so that once its
 * scripts come, evaluating and hydrating them takes seconds, as on a cheap phone.
 */
export async function slowDownCpu(page: Page, rate = 6) {
  const cdp = slowedDown.get(page) ?? (await page.context().newCDPSession(page))
  slowedDown.set(page, cdp)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate })
}

/**
 * A tap on the middle of `target` as it is on screen (scrolled to the middle of it first if any of it is
 * off screen), on whatever is on top there and whether or not the element can take it: as a person taps
 * what they see. (Playwright's own tap waits until the element is enabled and would receive the tap, and
 * scrolls it clear of the page's scroll-padding, as e2e-engines' tap does not.)
 */
export async function tapWhereShown(page: Page, target: Locator) {
  const { x, y } = await target.evaluate(element => {
    const box = () => element.getBoundingClientRect()
    if (box().top < 0 || box().bottom > innerHeight) element.scrollIntoView({ block: "center" })
    return { x: box().left + box().width / 2, y: box().top + box().height / 2 }
  })
  await page.touchscreen.tap(x, y)
}

/** Whether React has begun to hydrate the page: its root holds React's own key once hydrateRoot has run. */
export const reactHasStarted = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById("___gatsby") ?? {}).some(key => key.startsWith("__react")))

/** Waits until React has hydrated the page, down to its footer, and the network is quiet. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(pageHydrated)
  await page.waitForLoadState("networkidle")
}

/**
 * Whether every frame of the page is of the page's own origin, or takes it (about:blank, about:srcdoc). A frame
 * of an opaque origin, such as a data: URL, is not: axe's messages between frames reach only its own origin's.
 */
const framesAllOwnOrigin = (page: Page) => {
  const origin = new URL(page.url()).origin
  return page.frames().every(frame => /^(about:|$)/.test(frame.url()) || new URL(frame.url()).origin === origin)
}

/**
 * Resolves once nothing on the page moves, as a visitor sees a state once it has settled: no finite
 * animation running (the Web Animations API's, CSS's and framer-motion's accelerated ones alike), and no
 * element's style written for two frames in a row (framer-motion's springs write it each frame). A section
 * revealed as the page scrolls was audited mid-fade, at opacity 0.02, and its text found low in contrast.
 * An animation that never ends (a spinner) is part of the state.
 */
export async function waitForStillness(page: Page) {
  const still = () =>
    new Promise<boolean>(resolve => {
      let written = false
      const observer = new MutationObserver(() => (written = true))
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ["style"], subtree: true })
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          observer.disconnect()
          const moving = document
            .getAnimations()
            .some(
              animation =>
                animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity,
            )
          resolve(!written && !moving)
        }),
      )
    })
  while (!(await page.evaluate(still))) {
    // Each look lasts two frames: the loop ends when one of them sees nothing move.
  }
}

/**
 * No violations of WCAG 2.2 A and AA that axe can find, each reported with the elements concerned.
 * axe runs in the page itself (its "legacy mode") when no frame is of another origin, which it then tests
 * just as well: its default opens a second page to put each frame's results together, which took half of
 * each check's 2.5 s on this two-core machine. Only violations are described in full (`resultTypes`): axe still
 * runs every rule on every element, but describes one element of each rule that passed instead of all of them,
 * which took a third of a check's CPU. The options come first, because `withTags` adds to them and `options`
 * replaces them.
 */
export async function expectNoAxeViolations(page: Page, state = "") {
  await waitForStillness(page)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(framesAllOwnOrigin(page))
    .analyze()
  const found = results.violations.map(
    violation =>
      `${state}${state && ": "}${violation.id}: ${violation.nodes.map(node => node.target.join(" ")).join(", ")}`,
  )
  expect(found).toEqual([])
}
