/**
 * The browser tests in WebKit and Gecko: Playwright Test runs them (playwright.engines.config.ts),
 * each project one engine, each test at both widths (atEachWidth); a test gets `tab`, a fresh tab
 * of its project's engine (tab.ts), and uses Playwright's own options for what it changes: `viewport`, `reducedMotion`,
 * `javaScriptEnabled`. As in the Chromium suite (e2e/fixtures.ts), every test fails on a console
 * error or an uncaught exception unless it names those it expects (`allowConsoleErrors`).
 */
import fs from "node:fs"
import { test as base, expect } from "@playwright/test"
import { PHONE } from "../e2e/routes"
import { pageHydrated } from "../scripts/page-hydrated"
import type { Engine, EngineLauncher } from "./engine"
import { FirefoxLauncher } from "./firefox"
import { Tab } from "./tab"
import { WebKitLauncher } from "./webkit"

export { ROUTES } from "../e2e/routes"
export type { Tab }

/** The not-found page, at an address nothing answers. */
export const NOT_FOUND = "/this/page/does-not-exist"

/** Every behaviour is tested at a phone's width and a desktop's. */
export const VIEWPORTS = [PHONE, { width: 1280, height: 800 }]

/** Defines the tests `define` defines at each of VIEWPORTS, as `viewport`. */
export function atEachWidth(define: () => void) {
  for (const viewport of VIEWPORTS)
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport })
      define()
    })
}

/** Below this width the header's links are in the phone menu (src/components/layout/header.module.css). */
export const MENU_BELOW = 1024

export const test = base.extend<
  { tab: Tab; allowConsoleErrors: RegExp | undefined },
  { engine: Engine; launcher: EngineLauncher }
>({
  engine: ["webkit", { option: true, scope: "worker" }],
  launcher: [
    async ({ engine }, use) => {
      const launcher = engine === "webkit" ? await WebKitLauncher.start() : new FirefoxLauncher()
      await use(launcher)
      await launcher.close()
    },
    { scope: "worker", timeout: 60_000 },
  ],
  allowConsoleErrors: [undefined, { option: true }],
  tab: [
    async ({ launcher, baseURL, viewport, reducedMotion, javaScriptEnabled, allowConsoleErrors }, use, testInfo) => {
      const { width, height } = viewport ?? { width: 1280, height: 800 }
      const tab = new Tab(
        await launcher.open({
          baseURL: baseURL!,
          width,
          height,
          reducedMotion: reducedMotion === "reduce",
          javaScriptEnabled: javaScriptEnabled !== false,
        }),
        width,
      )
      try {
        await use(tab)
        // A failed test's last screen, beside its report.
        if (testInfo.status !== testInfo.expectedStatus) {
          const screen = await tab.screenshot().catch((error: Error) => error)
          const file = testInfo.outputPath(screen instanceof Error ? "screen-at-failure.txt" : "screen-at-failure.png")
          fs.writeFileSync(file, screen instanceof Error ? screen.message : screen)
          await testInfo.attach("screen at the failure", { path: file })
        }
        const errors = await tab.errors()
        expect(
          errors.filter(text => !allowConsoleErrors?.test(text)),
          "console errors and uncaught exceptions",
        ).toEqual([])
      } finally {
        await tab.close()
      }
    },
    // Apart from the test's: the first tab of a kind may have to launch its browser.
    { timeout: 60_000 },
  ],
})

export { expect }

/**
 * The visitor moves the pointer: the first interaction, on which a page's scripts start (src/node/script-starter.ts).
 * Two moves, as a hand makes many: a driver's first reports no movement, like a resting pointer (RESTING_POINTER).
 */
export async function interact(tab: Tab) {
  await tab.movePointer(1, 1)
  await tab.movePointer(8, 8)
}

/** Waits until React has hydrated the page, down to its footer (scripts/page-hydrated.ts). */
export async function waitForHydration(tab: Tab) {
  await tab.waitFor(pageHydrated, [], 15_000)
}

/** Loads a page, moves the pointer, which starts its scripts, and waits until React has hydrated it. */
export async function gotoHydrated(tab: Tab, path: string) {
  await tab.goto(path)
  await interact(tab)
  await waitForHydration(tab)
}

/** The page's scripts the browser has requested (the address of each), and whether Gatsby has started. */
export function pageScripts(tab: Tab) {
  return tab.evaluate(() => ({
    scripts: performance
      .getEntriesByType("resource")
      .map(entry => entry.name)
      .filter(name => /\.js(\?|$)/.test(name) && !name.includes("/__engine-tests/")),
    gatsbyStarted: "___navigate" in window,
  }))
}
