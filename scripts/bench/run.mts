/**
 * npm run bench: Lighthouse on every page (one product line's and one brand's for all of theirs)
 * through the local CDN server (npm start), three runs each, the median of every figure checked
 * against budgets.json; then build times.
 * Exits non-zero when a budget is missed. Reports go to bench-results/.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import site from "../../content/site.json" with { type: "json" }
import { budgets, missedBudgets, type PageFigures } from "./budgets.mjs"
import { measureBuildTimes } from "./build-times.mjs"
import { measure, medianFigures, type Figures } from "./lighthouse-runs.mjs"

const root = path.resolve(import.meta.dirname, "..", "..")
const resultsDir = path.join(root, "bench-results")
/** Beside the browser tests' server (8801) and npm start's default (8788). */
const PORT = Number(process.env.BENCH_PORT ?? 8802)
const origin = `http://localhost:${PORT}`

async function startServer() {
  const log = fs.openSync(path.join(resultsDir, "server.log"), "w")
  const server = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    ["scripts/serve.ts", "--port", String(PORT), "--inspector-port", String(PORT + 1000)],
    // Its log (wrangler complains whenever Lighthouse closes a browser mid-request) goes to a file.
    { cwd: root, stdio: ["ignore", log, log], detached: true },
  )
  const deadline = Date.now() + 15 * 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error("npm start stopped before serving: see bench-results/server.log")
    if (Date.now() > deadline) throw new Error(`nothing answered at ${origin}`)
    try {
      if ((await fetch(origin)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise(resolve => setTimeout(resolve, 1000))
  }
  return () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM")
  }
}

async function measurePages(): Promise<PageFigures[]> {
  const targets: Omit<PageFigures, "figures">[] = [
    ...site.navigation.map(({ path }) => ({ path, label: path })),
    // One product line's page and one brand's, standing for every page made from content/products and brands.
    ...["/our-products/ups-systems", "/our-brands/apc"].map(path => ({ path, label: path })),
    {
      path: "/our-products",
      viewportWidth: budgets.productsAtPhoneWidth.viewportWidth,
      label: `/our-products @${budgets.productsAtPhoneWidth.viewportWidth}px`,
    },
  ]
  const pages: PageFigures[] = []
  for (const target of targets) {
    const runs: Figures[] = []
    for (let run = 1; run <= budgets.runsPerPage; run++) {
      runs.push(await measure(origin + target.path, target.viewportWidth))
      console.log(`  ${target.label} run ${run}/${budgets.runsPerPage}`)
    }
    pages.push({ ...target, figures: medianFigures(runs) })
  }
  return pages
}

function printTable(pages: PageFigures[]) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
  console.table(
    Object.fromEntries(
      pages.map(({ label, figures: f }) => [
        label,
        {
          perf: f.scores.performance,
          a11y: f.scores.accessibility,
          "best pr.": f.scores["best-practices"],
          seo: f.scores.seo,
          LCP: `${(f.largestContentfulPaintMs / 1000).toFixed(2)} s`,
          TBT: `${Math.round(f.totalBlockingTimeMs)} ms`,
          CLS: f.cumulativeLayoutShift.toFixed(3),
          transferred: kb(f.totalBytes),
          JS: kb(f.javascriptBytes),
          "CPU index": Math.round(f.benchmarkIndex),
        },
      ]),
    ),
  )
}

async function main() {
  fs.mkdirSync(resultsDir, { recursive: true })
  console.log(`Lighthouse, mobile, ${budgets.runsPerPage} runs per page, through ${origin}`)
  const stopServer = await startServer()
  let pages: PageFigures[]
  try {
    pages = await measurePages()
  } finally {
    stopServer()
  }
  printTable(pages)

  console.log("Timing builds (cold, after one content edit, cold with ten times the products)…")
  const builds = measureBuildTimes(resultsDir)
  const ratio = (value: number) => `${(value / builds.coldSeconds).toFixed(2)}×`
  console.table({
    "cold build": { seconds: builds.coldSeconds.toFixed(1), "× cold": ratio(builds.coldSeconds) },
    "rebuild after one content edit": {
      seconds: builds.rebuildAfterEditSeconds.toFixed(1),
      "× cold": ratio(builds.rebuildAfterEditSeconds),
    },
    [`cold build, ${builds.products} products (10×)`]: {
      seconds: builds.coldTenfoldProductsSeconds.toFixed(1),
      "× cold": ratio(builds.coldTenfoldProductsSeconds),
    },
  })

  const missed = missedBudgets(pages)
  fs.writeFileSync(path.join(resultsDir, "summary.json"), JSON.stringify({ pages, builds, missed }, null, 2))
  if (missed.length > 0) {
    console.error(`\n${missed.length} budget(s) of budgets.json missed:\n${missed.map(m => `  ✗ ${m}`).join("\n")}`)
    process.exit(1)
  }
  console.log("\nEvery budget of budgets.json is met.")
  process.exit(0)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
