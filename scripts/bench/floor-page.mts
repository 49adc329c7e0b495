import fs from "node:fs"
import path from "node:path"

/** Where the bench serves its page of one sentence, beside the script-free pages. */
export const FLOOR_PATH = "/bench-floor"

/**
 * A page of one sentence, measured beside each page in the same runs: its Total Blocking Time
 * is what the browser and the machine cost a page with nothing in it. Under Lighthouse,
 * Chromium commits every new document in one task (its JavaScript context made, DevTools told),
 * 10 to 45 ms here, which the simulated phone runs four times slower; Lantern starts counting at
 * a first paint it estimates without that task. While the pages sent Cross-Origin-Opener-Policy, which
 * gave each a renderer process of its own and made that task about twice as long, this page's median
 * TBT went from 0 to 86 ms across the 13 rows of one bench run; without it, 0 ms in all 13.
 */
export function writeFloorPage(dir: string) {
  fs.writeFileSync(
    path.join(dir, `${FLOOR_PATH.slice(1)}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>One sentence</title></head><body><p>A page of one sentence, for the bench to measure the browser's own cost of a page.</p></body></html>\n`,
  )
}
