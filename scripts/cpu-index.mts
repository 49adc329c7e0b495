/**
 * The machine's CPU index as Lighthouse measures it (its benchmarkIndex, which the bench's table also
 * gives): the median of three runs of Lighthouse's own page function in the tests' Chromium. The times in
 * docs/ci.md are held at an index of 1,500: a time measured at 2,400 counts as 2,400 / 1,500 = 1.6 times itself.
 *   npx tsx scripts/cpu-index.mts
 */
import { chromium } from "@playwright/test"
import { pageFunctions } from "lighthouse/core/lib/page-functions.js"
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./chromium.js"

export async function cpuIndex(): Promise<number> {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage()
    const runs: number[] = []
    for (let run = 0; run < 3; run++) runs.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
    return Math.round(runs.sort((a, b) => a - b)[1])
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`CPU index: ${await cpuIndex()}`)
