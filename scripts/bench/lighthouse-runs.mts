import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

/** The flags of the browser tests (playwright.config.ts): headless, no sandbox in containers, no background traffic. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
export type Category = (typeof CATEGORIES)[number]

export interface Figures {
  scores: Record<Category, number>
  largestContentfulPaintMs: number
  totalBlockingTimeMs: number
  cumulativeLayoutShift: number
  totalBytes: number
  javascriptBytes: number
  /** Lighthouse's measure of this machine's speed: a busy or slow CPU inflates TBT and LCP, as the simulation scales observed tasks. */
  benchmarkIndex: number
}

interface NetworkRequest {
  resourceType?: string
  transferSize?: number
}

/** Lighthouse in a fresh browser: a second run in the same one often fails to record its trace (NO_NAVSTART). */
async function runLighthouseOnce(url: string, viewportWidth?: number) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  })
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      ...(viewportWidth && {
        screenEmulation: { mobile: true, width: viewportWidth, height: 844, deviceScaleFactor: 3, disabled: false },
      }),
    })
  } finally {
    chrome.kill()
  }
}

/** On a busy machine the trace is sometimes lost even so; Lighthouse's advice is to run again. */
const ATTEMPTS = 3

async function runLighthouse(url: string, viewportWidth?: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await runLighthouseOnce(url, viewportWidth)
    const error = result?.lhr.runtimeError
    if (!error || attempt === ATTEMPTS) return result
    console.log(`  (${error.code} on ${url}, running again)`)
  }
}

/**
 * One Lighthouse run: its default mobile profile (a mid-range phone on a slow 4G link,
 * throttling simulated), optionally at another viewport width.
 */
export async function measure(url: string, viewportWidth?: number): Promise<Figures> {
  const result = await runLighthouse(url, viewportWidth)
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.message}`)
  const requests = ((audits["network-requests"].details as { items?: NetworkRequest[] } | undefined)?.items ??
    []) as NetworkRequest[]
  const bytes = (items: NetworkRequest[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    scores: Object.fromEntries(
      CATEGORIES.map(category => [category, Math.round((categories[category].score ?? 0) * 100)]),
    ) as Record<Category, number>,
    largestContentfulPaintMs: audits["largest-contentful-paint"].numericValue ?? NaN,
    totalBlockingTimeMs: audits["total-blocking-time"].numericValue ?? NaN,
    cumulativeLayoutShift: audits["cumulative-layout-shift"].numericValue ?? NaN,
    totalBytes: bytes(requests),
    javascriptBytes: bytes(requests.filter(request => request.resourceType === "Script")),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The median of each figure on its own, so one slow run cannot decide any of them. */
export function medianFigures(runs: Figures[]): Figures {
  const of = (pick: (figures: Figures) => number) => median(runs.map(pick))
  return {
    scores: Object.fromEntries(CATEGORIES.map(category => [category, of(run => run.scores[category])])) as Record<
      Category,
      number
    >,
    largestContentfulPaintMs: of(run => run.largestContentfulPaintMs),
    totalBlockingTimeMs: of(run => run.totalBlockingTimeMs),
    cumulativeLayoutShift: of(run => run.cumulativeLayoutShift),
    totalBytes: of(run => run.totalBytes),
    javascriptBytes: of(run => run.javascriptBytes),
    benchmarkIndex: of(run => run.benchmarkIndex),
  }
}
