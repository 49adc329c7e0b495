import { chromium } from "playwright-core"
import { CDN_ACCEPT_ENCODING, CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.js"
import { pageHydrated } from "../page-hydrated.js"

/** Lighthouse's mobile profile slows the CPU four times; so does this. */
export const CPU_SLOWDOWN = 4

export interface FirstInteraction {
  /** The JavaScript downloaded from the page's load to the end of the hydration its first interaction starts, as transferred. */
  javascriptBytes: number
  /** The long tasks (over 50 ms, on the slowed CPU) from the first interaction to the end of that hydration, in ms. */
  longTasksMs: number[]
}

/**
 * What a page's first interaction costs: Lighthouse, which never interacts, sees none of it, as
 * the starter waits for one (src/node/script-starter.ts). In a fresh browser with the CPU slowed
 * as on Lighthouse's phone, the page loads, the mouse moves, and React hydrates: the scripts it
 * downloads (its own, and what they load as they hydrate it) and the long tasks it runs.
 */
export async function measureFirstInteraction(url: string): Promise<FirstInteraction> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage({ extraHTTPHeaders: CDN_ACCEPT_ENCODING })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    const scripts: Promise<number>[] = []
    page.on("requestfinished", request => {
      if (request.resourceType() === "script")
        scripts.push(request.sizes().then(sizes => sizes.responseHeadersSize + sizes.responseBodySize))
    })
    await page.goto(url, { waitUntil: "networkidle" })
    await page.evaluate(() => {
      const tasks: number[] = []
      Object.assign(window, { longTasks: tasks })
      new PerformanceObserver(list => tasks.push(...list.getEntries().map(task => task.duration))).observe({
        type: "longtask",
      })
    })
    // Twice, to two points, as e2e/fixtures.ts's interact does: Chromium may have sent a pointermove of its own.
    await page.mouse.move(1, 1)
    await page.mouse.move(8, 8)
    await page.waitForFunction(pageHydrated)
    await page.waitForLoadState("networkidle")
    const longTasksMs = await page.evaluate(() =>
      (window as unknown as { longTasks: number[] }).longTasks.map(Math.round),
    )
    return { javascriptBytes: (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0), longTasksMs }
  } finally {
    await browser.close()
  }
}
