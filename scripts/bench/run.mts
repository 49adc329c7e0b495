/**
 * npm run bench: Lighthouse on every page (one product line's and one brand's for all of theirs, and the
 * home page, that line and that brand in Gujarati)
 * through the local CDN server (npm start), three runs each, the median of every figure checked
 * against budgets.json; then build times.
 * Each run of a page is paired with a run of the same page with its <script> elements removed,
 * served the same way: the ratio of their Total Blocking Times says how much the page's
 * JavaScript adds to the browser's own work, whatever the machine's speed that minute; and with a
 * page of one sentence (floor-page.mts), whose blocking time is the browser's and the machine's alone.
 * `npm run bench -- --pages-only` skips the build times (about half an hour of the whole);
 * `npm run bench -- --builds-only` measures only them; `npm run bench -- --pages-only --page /service` measures only
 * the rows named (a full run of the pages takes an hour on a busy two-core machine); `--shard 1/2` measures
 * every second row from the first, so that two machines measure the pages side by side (.github/workflows/bench.yml);
 * `--shared-runner` holds the figures the machine's speed decides as ratios to the one-sentence page
 * (budgets.onSharedRunner), as on GitHub's runners, whose speed comes and goes with their neighbours'.
 * Exits non-zero when a budget is missed. Reports go to bench-results/, and the tables to the run's
 * summary in GitHub Actions ($GITHUB_STEP_SUMMARY).
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import siteFile from "../../content/site.json" with { type: "json" }
const site = siteFile.en
import { budgets, missedBudgets, missedPhotoBuildBudgets, type PageFigures } from "./budgets.mjs"
import { BACKUP_SIZING_PATH, PRIVACY_PATH, SERVICE_PATH } from "../../src/lib/catalogue-paths"
import { pathInLanguage } from "../../src/lib/languages"
import { measureBuildTimes, measurePhotoBuildTimes } from "./build-times.mjs"
import { FLOOR_PATH, writeFloorPage } from "./floor-page.mjs"
import { CPU_SLOWDOWN, measureFirstInteraction, type FirstInteraction } from "./first-interaction.mjs"
import { measureGalleryVisit, type GalleryVisit } from "./gallery-visit.mjs"
import { measure, median, medianFigures, type Figures } from "./lighthouse-runs.mjs"
import { writeGalleryFreeCopy } from "./without-gallery.mjs"
import { writeScriptFreeCopy } from "./without-scripts.mjs"

const root = path.resolve(import.meta.dirname, "..", "..")
const resultsDir = path.join(root, "bench-results")
/** Beside the browser tests' server (8789) and npm start's default (8788); the script-free copy on the next port. */
const PORT = Number(process.env.BENCH_PORT ?? 8802)
const origin = `http://localhost:${PORT}`
const scriptFreeOrigin = `http://localhost:${PORT + 1}`
const scriptFreeDir = path.join(resultsDir, "without-scripts")
/** The site with no page's gallery, on the port after the script-free copy's. */
const galleryFreeOrigin = `http://localhost:${PORT + 2}`
const galleryFreeDir = path.join(resultsDir, "without-galleries")

/** npm start on `port`, building first if needed, or serving `dir` as it is; resolves to a function that stops it. */
async function startServer(port: number, dir?: string) {
  const origin = `http://localhost:${port}`
  // A server left by a bench that crashed would answer in place of this one, with whatever it serves.
  if (
    await fetch(origin).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Something already answers at ${origin}: stop it and run again`)
  const log = fs.openSync(path.join(resultsDir, `server-${port}.log`), "w")
  const server = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    ["scripts/serve.ts", "--port", String(port), ...(dir ? ["--dir", dir] : [])],
    // Its log (wrangler complains whenever Lighthouse closes a browser mid-request) goes to a file.
    { cwd: root, stdio: ["ignore", log, log], detached: true },
  )
  const deadline = Date.now() + 15 * 60_000
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`npm start stopped before serving: see bench-results/server-${port}.log`)
    if (Date.now() > deadline) throw new Error(`nothing answered at ${origin}`)
    try {
      if ((await fetch(origin)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise(resolve => setTimeout(resolve, 1000))
  }
  // Stopped when the bench ends, crashes (Lighthouse can throw where no one catches it) or is interrupted.
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM")
    } catch {
      // Its whole process group has stopped already.
    }
  }
  process.once("exit", stop)
  return stop
}

/** The rows asked for by `--page <label>` (each as the table labels it: `--page /service --page /gu/service`), or every row. */
const CHOSEN_PAGES = process.argv.flatMap((arg, index) => (arg === "--page" ? [process.argv[index + 1]] : []))
/** `--shard <index>/<count>`: the rows whose place in the table, counted from 0, leaves index - 1 over count. */
const SHARD = (() => {
  const value = process.argv[process.argv.indexOf("--shard") + 1]
  if (!process.argv.includes("--shard")) return { index: 1, count: 1 }
  const [index, count] = (/^(\d+)\/(\d+)$/.exec(value ?? "") ?? []).slice(1).map(Number)
  if (!(index >= 1 && index <= count)) throw new Error(`--shard takes <index>/<count>, such as 1/2, not ${value}`)
  return { index, count }
})()
const SHARED_RUNNER = process.argv.includes("--shared-runner")

/** The pages with a gallery, each measured beside the same page without it, in the same run. */
let galleryPaths: string[] = []

async function measurePages(): Promise<PageFigures[]> {
  const targets: Pick<PageFigures, "label" | "path" | "viewportWidth">[] = [
    ...site.navigation.map(({ path }) => ({ path, label: path })),
    // One product line's page and one brand's, standing for every page made from content/products and brands,
    // and the backup sizing helper, the service page and the privacy notice, which are in no menu.
    ...["/our-products/ups-systems", "/our-brands/apc", BACKUP_SIZING_PATH, SERVICE_PATH, PRIVACY_PATH].map(path => ({
      path,
      label: path,
    })),
    // The same home page, product line, brand, service page and privacy notice in Gujarati, measured beside their
    // English partners: the privacy notice is the longest text of the site.
    ...["/", "/our-products/ups-systems", "/our-brands/apc", SERVICE_PATH, PRIVACY_PATH].map(english => {
      const path = pathInLanguage(english, "gu")
      return { path, label: path }
    }),
    {
      path: "/our-products",
      viewportWidth: budgets.productsAtPhoneWidth.viewportWidth,
      label: `/our-products @${budgets.productsAtPhoneWidth.viewportWidth}px`,
    },
  ]
  const pages: PageFigures[] = []
  const chosen = targets
    .filter(({ label }) => CHOSEN_PAGES.length === 0 || CHOSEN_PAGES.includes(label))
    .filter((_, row) => row % SHARD.count === SHARD.index - 1)
  for (const target of chosen) {
    const runs: Figures[] = []
    const scriptFreeRuns: Figures[] = []
    const floorRuns: Figures[] = []
    const interactions: FirstInteraction[] = []
    const hasGallery = !target.viewportWidth && galleryPaths.includes(target.path)
    const galleryFreeRuns: Figures[] = []
    const visits: GalleryVisit[] = []
    for (let run = 1; run <= budgets.runsPerPage; run++) {
      runs.push(await measure(origin + target.path, target.viewportWidth))
      scriptFreeRuns.push(await measure(scriptFreeOrigin + target.path, target.viewportWidth))
      floorRuns.push(await measure(scriptFreeOrigin + FLOOR_PATH, target.viewportWidth))
      interactions.push(await measureFirstInteraction(origin + target.path))
      if (hasGallery) {
        galleryFreeRuns.push(await measure(galleryFreeOrigin + target.path))
        visits.push(await measureGalleryVisit(origin + target.path, path.join(root, "public")))
      }
      console.log(`  ${target.label} run ${run}/${budgets.runsPerPage}`)
    }
    pages.push({
      ...target,
      figures: medianFigures(runs),
      scriptFreeTotalBlockingTimeMs: median(scriptFreeRuns.map(run => run.totalBlockingTimeMs)),
      floor: medianFigures(floorRuns),
      blockingTimeRatio: median(runs.map((run, index) => tbtRatio(run, scriptFreeRuns[index]))),
      blockingTimeOverFloor: median(runs.map((run, index) => tbtRatio(run, floorRuns[index]))),
      paintOverFloor: median(
        runs.map((run, index) => run.largestContentfulPaintMs / floorRuns[index].largestContentfulPaintMs),
      ),
      javascriptOnFirstInteractionBytes: median(interactions.map(run => run.javascriptBytes)),
      // The long tasks of the run that blocked for the median time.
      firstInteractionLongTasksMs: [...interactions].sort((a, b) => blocking(a.longTasksMs) - blocking(b.longTasksMs))[
        Math.floor(interactions.length / 2)
      ].longTasksMs,
      ...(hasGallery && {
        gallery: {
          galleryFree: medianFigures(galleryFreeRuns),
          visit: Object.fromEntries(
            Object.keys(visits[0]).map(key => [key, median(visits.map(visit => visit[key as keyof GalleryVisit]))]),
          ) as unknown as GalleryVisit,
        },
      }),
    })
  }
  return pages
}

/** The blocking time of these tasks, as TBT counts it: each one's time beyond 50 ms. */
const blocking = (tasksMs: number[]) => tasksMs.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)

/**
 * Within the absolute TBT budget, blocking times are not told apart: on a quiet machine, where
 * they are tens of milliseconds, they come and go with it. Two copies of a page that ran no
 * script measured 0 to 90 ms each over five runs, and medians of three of 69 ms against 4 ms (a
 * ratio of 17), and 1 ms against 0 ms was a ratio of Infinity. On a slow machine, where the
 * script-free copy alone blocks for hundreds of milliseconds, the ratio says what it should.
 */
const ALIKE_BELOW_MS = budgets.everyPage.totalBlockingTimeMs

/** Total Blocking Time over that of another page (without scripts, or of one sentence) in the run next to it, each at least ALIKE_BELOW_MS. */
function tbtRatio(page: Figures, beside: Figures): number {
  const [withScripts, without] = [page.totalBlockingTimeMs, beside.totalBlockingTimeMs].map(ms =>
    Math.max(ALIKE_BELOW_MS, Math.round(ms)),
  )
  return withScripts / without
}

/** Each page's row of the main table: its median figures, beside those of its script-free copy and the one-sentence page. */
function tableRows(pages: PageFigures[]) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
  return pages.map(
    ({
      label,
      figures: f,
      scriptFreeTotalBlockingTimeMs,
      floor,
      blockingTimeRatio,
      blockingTimeOverFloor,
      paintOverFloor,
      javascriptOnFirstInteractionBytes,
    }) => ({
      page: label,
      perf: f.scores.performance,
      "perf 1 sentence": floor.scores.performance,
      a11y: f.scores.accessibility,
      "best pr.": f.scores["best-practices"],
      seo: f.scores.seo,
      LCP: `${(f.largestContentfulPaintMs / 1000).toFixed(2)} s`,
      "LCP 1 sentence": `${(floor.largestContentfulPaintMs / 1000).toFixed(2)} s`,
      "LCP ratio 1 sentence": paintOverFloor.toFixed(2),
      TBT: `${Math.round(f.totalBlockingTimeMs)} ms`,
      "TBT no JS": `${Math.round(scriptFreeTotalBlockingTimeMs)} ms`,
      "TBT 1 sentence": `${Math.round(floor.totalBlockingTimeMs)} ms`,
      "TBT ratio": blockingTimeRatio.toFixed(2),
      "TBT ratio 1 sentence": blockingTimeOverFloor.toFixed(2),
      CLS: f.cumulativeLayoutShift.toFixed(3),
      document: `${(f.documentBytes / 1024).toFixed(1)} KB`,
      "longest task": `${Math.max(0, ...f.longTasks.map(task => task.durationMs)) || "< 50"} ms`,
      transferred: kb(f.totalBytes),
      "JS at load": kb(f.javascriptBytes),
      "JS on 1st interaction": kb(javascriptOnFirstInteractionBytes),
      "CPU index": Math.round(f.benchmarkIndex),
    }),
  )
}

function printTable(pages: PageFigures[]) {
  console.table(Object.fromEntries(tableRows(pages).map(({ page, ...row }) => [page, row])))
}

/** Rows as a Markdown table, for the run's summary page in GitHub Actions. */
function markdownTable(rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return ""
  const columns = Object.keys(rows[0])
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`
  return [line(columns), line(columns.map(() => "---")), ...rows.map(row => line(columns.map(c => row[c])))].join("\n")
}

/** The tables and the missed budgets, written to the summary of the GitHub Actions run, when there is one. */
function writeStepSummary(pages: PageFigures[] | undefined, builds: string | undefined, missed: string[]) {
  const summary = process.env.GITHUB_STEP_SUMMARY
  if (!summary) return
  const shard = SHARD.count > 1 ? ` (rows ${SHARD.index} of every ${SHARD.count})` : ""
  const parts = [
    `## Performance budgets${shard}${SHARED_RUNNER ? ", held as ratios on a shared runner" : ""}`,
    missed.length > 0
      ? `${missed.length} budget(s) of budgets.json missed:\n\n${missed.map(m => `- ✗ ${m}`).join("\n")}`
      : "Every budget of budgets.json is met.",
    ...(pages ? ["### Pages (medians)", markdownTable(tableRows(pages))] : []),
    ...(builds ? ["### Builds", builds] : []),
  ]
  fs.appendFileSync(summary, `${parts.join("\n\n")}\n`)
}

/** What a gallery costs its page at load (beside the page without it, in the same runs), and its visitors. */
function printGalleries(pages: PageFigures[]) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
  console.log("Gallery pages, beside the same page without its gallery (medians), and a phone visitor's bytes:")
  console.table(
    Object.fromEntries(
      pages.flatMap(({ label, figures, gallery }) =>
        gallery
          ? [
              [
                label,
                {
                  perf: figures.scores.performance,
                  LCP: `${(figures.largestContentfulPaintMs / 1000).toFixed(2)} s`,
                  "LCP no gallery": `${(gallery.galleryFree.largestContentfulPaintMs / 1000).toFixed(2)} s`,
                  transferred: kb(figures.totalBytes),
                  "transferred no gallery": kb(gallery.galleryFree.totalBytes),
                  "scrolled to its end": kb(gallery.visit.scrolledToEndBytes),
                  "of which tiles": kb(gallery.visit.tileBytes),
                  "one photo opened": kb(gallery.visit.openedOnePhotoBytes),
                  "of which viewer code": kb(gallery.visit.viewerCodeBytes),
                  "of which its photos": kb(gallery.visit.viewerPhotoBytes),
                },
              ],
            ]
          : [],
      ),
    ),
  )
}

/** Where each page's main-thread time went (by kind of work), and its long tasks with the script each ran. */
function printMainThread(pages: PageFigures[]) {
  console.log("Main-thread time by kind of work, ms (medians, on the simulated phone):")
  console.table(
    Object.fromEntries(
      pages.map(({ label, figures }) => [
        label,
        Object.fromEntries(Object.entries(figures.mainThreadMs).map(([kind, ms]) => [kind, Math.round(ms)])),
      ]),
    ),
  )
  console.log("Long tasks of each page's median run:")
  for (const { label, figures } of pages)
    console.log(
      `  ${label}: ${figures.longTasks.map(task => `${task.durationMs} ms ${task.url || "(browser)"}`).join(", ") || "none"}`,
    )
  console.log(
    `Long tasks from the first interaction to the end of hydration (CPU slowed ${CPU_SLOWDOWN}×, the median run), and their blocking time:`,
  )
  for (const { label, firstInteractionLongTasksMs: tasks } of pages)
    console.log(`  ${label}: ${tasks.map(ms => `${ms} ms`).join(", ") || "none"} (${blocking(tasks)} ms blocking)`)
}

/** Lighthouse on every page, each beside its copy without scripts, printed. */
async function benchPages(): Promise<PageFigures[]> {
  console.log(`Lighthouse, mobile, ${budgets.runsPerPage} runs per page, through ${origin}`)
  const stopServer = await startServer(PORT)
  const copied = writeScriptFreeCopy(path.join(root, "public"), scriptFreeDir)
  writeFloorPage(scriptFreeDir)
  console.log(
    `Copied ${copied} pages without their scripts to ${path.relative(root, scriptFreeDir)}/, with a page of one sentence at ${FLOOR_PATH}`,
  )
  const stopScriptFreeServer = await startServer(PORT + 1, scriptFreeDir)
  galleryPaths = writeGalleryFreeCopy(path.join(root, "public"), galleryFreeDir).map(
    file => `/${file.replace(/(\/index)?\.html$/, "")}`,
  )
  const stopGalleryFreeServer = await startServer(PORT + 2, galleryFreeDir)
  let pages: PageFigures[]
  try {
    pages = await measurePages()
  } finally {
    stopServer()
    stopScriptFreeServer()
    stopGalleryFreeServer()
  }
  printTable(pages)
  printGalleries(pages)
  printMainThread(pages)
  return pages
}

async function main() {
  fs.mkdirSync(resultsDir, { recursive: true })
  const pages = process.argv.includes("--builds-only") ? undefined : await benchPages()
  const builds = process.argv.includes("--pages-only") ? undefined : await timeBuilds()
  const missed = [
    ...missedBudgets(pages ?? [], SHARED_RUNNER),
    ...(builds ? missedPhotoBuildBudgets(builds.photos) : []),
  ]
  fs.writeFileSync(path.join(resultsDir, "summary.json"), JSON.stringify({ pages, builds, missed }, null, 2))
  writeStepSummary(pages, builds && markdownTable(builds.rows), missed)
  if (missed.length > 0) {
    console.error(`\n${missed.length} budget(s) of budgets.json missed:\n${missed.map(m => `  ✗ ${m}`).join("\n")}`)
    process.exit(1)
  }
  console.log("\nEvery budget of budgets.json is met.")
  process.exit(0)
}

/**
 * Build times: with 300 photos (cold, again with nothing changed, after adding one photo), then
 * cold, after one content edit, and cold with ten times the products (and their pages).
 */
async function timeBuilds() {
  console.log("Timing builds with 300 photos (cold, then pairs of nothing changed and one photo added)…")
  const photos = await measurePhotoBuildTimes(resultsDir)
  const seconds = (...values: number[]) => values.map(value => value.toFixed(1)).join(", ")
  const withPhotos = `${photos.photos} photos, ${Math.round(photos.averagePhotoBytes / 1024)} KB on average`
  console.log(
    `One photo added over nothing changed, the median of the pairs: ${photos.onePhotoAddedOverUnchanged.toFixed(2)}×`,
  )

  console.log("Timing builds (cold, after one content edit, cold with ten times the products)…")
  const builds = measureBuildTimes(resultsDir)
  const ratio = (value: number) => `${(value / builds.coldSeconds).toFixed(2)}×`
  const rows = [
    { build: `cold, ${withPhotos}`, seconds: seconds(photos.coldSeconds), "× cold": "" },
    { build: "…rebuild, nothing changed", seconds: seconds(...photos.unchangedSeconds), "× cold": "" },
    {
      build: "…rebuild, one photo added",
      seconds: seconds(...photos.onePhotoAddedSeconds),
      "× cold": `${photos.onePhotoAddedOverUnchanged.toFixed(2)}× nothing changed`,
    },
    { build: "cold", seconds: seconds(builds.coldSeconds), "× cold": ratio(builds.coldSeconds) },
    {
      build: "rebuild after one content edit",
      seconds: seconds(builds.rebuildAfterEditSeconds),
      "× cold": ratio(builds.rebuildAfterEditSeconds),
    },
    {
      build: `cold, ${builds.products} products (10×)`,
      seconds: seconds(builds.coldTenfoldProductsSeconds),
      "× cold": ratio(builds.coldTenfoldProductsSeconds),
    },
  ]
  console.table(Object.fromEntries(rows.map(({ build, ...row }) => [build, row])))
  return { ...builds, photos, rows }
}

// Ctrl-C, or a CI job cancelled, ends the bench through "exit" too, so its servers stop with it. While a
// Lighthouse run is on, chrome-launcher's own SIGINT handler closes its browser and exits: it goes first.
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const)
  process.on(signal, () => {
    if (process.listenerCount(signal) === 1) process.exit(code)
  })

main().catch(error => {
  console.error(error)
  process.exit(1)
})
