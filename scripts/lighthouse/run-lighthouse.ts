/**
 * Lighthouse through its Node API on the system Chromium, for the SEO check in the browser tests
 * and for any later benchmark. Each run gets a fresh browser: a second run in the same one loses
 * its page ("Session closed") on this Chromium, and a clean profile means no cache carried over.
 */
import * as chromeLauncher from "chrome-launcher"
import type { Config, Flags, Result } from "lighthouse"

/** The same switches as the browser tests (playwright.config.ts): headless, quiet, no network of its own. */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]

export interface LighthouseOptions {
  /** Categories to run, such as ["seo"]; fewer categories make a faster run. */
  categories: string[]
  /** Lighthouse's mobile profile (the default, as Google indexes mobile-first) or its desktop one. */
  formFactor?: "mobile" | "desktop"
}

export async function runLighthouse(
  url: string,
  { categories, formFactor = "mobile" }: LighthouseOptions,
): Promise<Result> {
  // Lighthouse is an ES module only; a dynamic import also loads it from CommonJS-compiled callers.
  const { default: lighthouse } = await import("lighthouse")
  const config =
    formFactor === "desktop"
      ? ((await import("lighthouse/core/config/desktop-config.js")).default as Config)
      : undefined
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "error",
  })
  try {
    const flags: Flags = { port: chrome.port, onlyCategories: categories, logLevel: "error", output: "json" }
    const runner = await lighthouse(url, flags, config)
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (runner.lhr.runtimeError) throw new Error(`Lighthouse could not test ${url}: ${runner.lhr.runtimeError.message}`)
    return runner.lhr
  } finally {
    chrome.kill()
  }
}

/** A category's audits that did not pass, as "id: title", to say why a score is below 100. */
export function failingAudits(result: Result, category: string): string[] {
  return (result.categories[category]?.auditRefs ?? [])
    .map(ref => result.audits[ref.id])
    .filter(audit => audit.score !== null && audit.score < 1)
    .map(audit => `${audit.id}: ${audit.title}`)
}
