/**
 * Lighthouse through its Node API (an ES module, as Lighthouse is one), for npm run bench on the system Chromium and
 * for the SEO check in the browser tests on their headless shell (testBrowser). Each run gets a fresh browser: a second run in the same one loses
 * its page ("Session closed") on this Chromium, and a clean profile means no cache carried over.
 */
import {
  CDN_ACCEPT_ENCODING,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  TEST_CHROMIUM_FLAGS,
  TEST_CHROMIUM_PATH,
} from "../chromium.js"
import type { Config, Flags, Result } from "lighthouse"

/**
 * Lighthouse and its launcher are ES modules loaded when first run, not when this file is:
 * a test file that imports them statically is require()d into Node 20's ESM loader, which
 * now and then fails inside it while loading Lighthouse ("reading 'getStatus'").
 */
const loadLighthouse = async () => {
  const [{ default: lighthouse }, chromeLauncher, { default: desktopConfig }] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
    import("lighthouse/core/config/desktop-config.js"),
  ])
  return { lighthouse, chromeLauncher, desktopConfig }
}

export interface LighthouseOptions {
  /** Categories to run, such as ["seo"]; fewer categories make a faster run. */
  categories: readonly string[]
  /** Lighthouse's mobile profile (the default, as Google indexes mobile-first) or its desktop one. */
  formFactor?: "mobile" | "desktop"
  /** Another width for the mobile profile's screen, such as 390. */
  viewportWidth?: number
  /** The browser tests' Chromium rather than the browser itself, which the bench measures visitors' pages in. */
  testBrowser?: boolean
  /**
   * Without the picture of the whole page that Lighthouse's report shows beside each element it names: a check
   * that reads only the result leaves it out, a quarter of each run (6.4 s against 8.7 s, medians of three SEO runs here).
   */
  withoutPageScreenshot?: boolean
  /** A browser already started (`startLighthouseBrowser`), for runs one after the other in it; each run starts its own otherwise. */
  browser?: LighthouseBrowser
}

export interface LighthouseBrowser {
  port: number
  kill: () => void
}

/** A browser for Lighthouse to drive, run after run: the tests' headless shell, or the whole Chromium the bench measures. */
export async function startLighthouseBrowser(testBrowser = false): Promise<LighthouseBrowser> {
  const { chromeLauncher } = await loadLighthouse()
  return chromeLauncher.launch({
    chromePath: testBrowser ? TEST_CHROMIUM_PATH : CHROMIUM_PATH,
    chromeFlags: testBrowser ? TEST_CHROMIUM_FLAGS : CHROMIUM_FLAGS,
    logLevel: "error",
  })
}

/** On a busy machine Lighthouse sometimes loses its trace (NO_NAVSTART); its advice is to run again. */
const ATTEMPTS = 3

async function runOnce(
  url: string,
  { categories, formFactor = "mobile", viewportWidth, testBrowser, withoutPageScreenshot, browser }: LighthouseOptions,
) {
  const { lighthouse, desktopConfig } = await loadLighthouse()
  const config = formFactor === "desktop" ? (desktopConfig as Config) : undefined
  const chrome = browser ?? (await startLighthouseBrowser(testBrowser))
  try {
    const flags: Flags = {
      port: chrome.port,
      extraHeaders: CDN_ACCEPT_ENCODING,
      onlyCategories: [...categories],
      logLevel: "error",
      output: "json",
      disableFullPageScreenshot: withoutPageScreenshot,
      // Lighthouse waits after the first paint and the load, and for a second without network or CPU,
      // so that its load metrics see the page settle. Only the performance category reads them; the
      // others read the page once it has loaded, which the site's pages are at load (no script starts
      // before an interaction).
      ...(!categories.includes("performance") && {
        pauseAfterFcpMs: 0,
        pauseAfterLoadMs: 0,
        networkQuietThresholdMs: 0,
        cpuQuietThresholdMs: 0,
      }),
      ...(viewportWidth && {
        screenEmulation: { mobile: true, width: viewportWidth, height: 844, deviceScaleFactor: 3, disabled: false },
      }),
    }
    const runner = await lighthouse(url, flags, config)
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`)
    return runner.lhr
  } finally {
    if (!browser) chrome.kill()
  }
}

export async function runLighthouse(url: string, options: LighthouseOptions): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await runOnce(url, options)
    const error = result.runtimeError
    if (!error) return result
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not test ${url}: ${error.message}`)
    console.log(`  (${error.code} on ${url}, running again)`)
  }
}

/** A category's audits that did not pass, as "id: title", to say why a score is below 100. */
export function failingAudits(result: Result, category: string): string[] {
  return (result.categories[category]?.auditRefs ?? [])
    .map(ref => result.audits[ref.id])
    .filter(audit => audit.score !== null && audit.score < 1)
    .map(audit => `${audit.id}: ${audit.title}`)
}
