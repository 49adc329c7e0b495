/**
 * npm start: builds the site when public/ is missing or older than its sources (or was built
 * with other settings), then serves it with Cloudflare's own local runtime, as the CDN would.
 *   npm start -- --port 8788
 *   npm start -- --build-only     (CI: build when needed, serve nothing)
 *   npm start -- --dir <folder>   (serve another folder as it is, such as the bench's script-free copy)
 *   npm start -- --binding NAME=value   (a setting for the Pages Functions in functions/;
 *                                        the browser tests give sign-in a GitHub of their own)
 *   npm start -- --inspect [--inspector-port 9788]   (DevTools for the Functions, as wrangler offers)
 */
import { spawn, spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"

const root = path.resolve(__dirname, "..")
const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : fallback
}
const port = argument("port", "8788")
const inspect = process.argv.includes("--inspect")
const inspectorPort = argument("inspector-port", String(Number(port) + 1000))
const servedDir = argument("dir", "")
const COMPATIBILITY_DATE = "2026-05-01"
const bindings = process.argv.flatMap((arg, index) =>
  arg === "--binding" ? ["--binding", process.argv[index + 1]] : [],
)

/** What the last build was made from: its settings, and when it started reading the sources. */
const stampFile = path.join(root, ".cache", "build-stamp.json")
const builtPage = path.join(root, "public", "index.html")
const inputs = [
  "src",
  "content",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
]

/** Settings baked into the build: changing one means building again. */
function buildSettings(): string {
  const baked = Object.keys(process.env)
    .filter(
      key =>
        (key.startsWith("GATSBY_") && key !== "GATSBY_TELEMETRY_DISABLED") ||
        ["SITE_URL", "CMS_GITHUB_REPO"].includes(key),
    )
    .sort()
    .map(key => [key, process.env[key]])
  return JSON.stringify(baked)
}

/** Written by the build itself (graphqlTypegen), so not a source that makes a build stale. */
const generated = path.join(root, "src", "gatsby-types.d.ts")

function newestChange(entry: string): number {
  if (!fs.existsSync(entry) || entry === generated) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map(name => newestChange(path.join(entry, name))))
}

/** Every source file's path and bytes, hashed: the same in a fresh checkout of the commit that was built. */
function sourcesDigest(): string {
  const hash = createHash("sha256")
  const add = (entry: string) => {
    if (!fs.existsSync(entry) || entry === generated) return
    if (fs.statSync(entry).isDirectory()) for (const name of fs.readdirSync(entry).sort()) add(path.join(entry, name))
    else
      hash
        .update(`${path.relative(root, entry)}\0`)
        .update(fs.readFileSync(entry))
        .update("\0")
  }
  for (const input of inputs) add(path.join(root, input))
  return hash.digest("hex")
}

/**
 * Stale when its settings differ, or a source changed after the last build began (an edit during a
 * build counts) and the sources' bytes are no longer those built. The second look makes a build
 * made elsewhere from the same commit fresh: CI's build job hands public/ with this stamp to the jobs
 * that test it, whose checkout is newer than the stamp but holds the same files.
 */
function isStale(): boolean {
  if (!fs.existsSync(builtPage) || !fs.existsSync(stampFile)) return true
  const stamp = JSON.parse(fs.readFileSync(stampFile, "utf8")) as {
    settings?: string
    startedAt?: number
    sources?: string
  }
  if (stamp.settings !== buildSettings() || typeof stamp.startedAt !== "number") return true
  const startedAt = stamp.startedAt
  if (!inputs.some(input => newestChange(path.join(root, input)) > startedAt)) return false
  return stamp.sources !== sourcesDigest()
}

if (!servedDir && isStale()) {
  console.log("Building the site (public/ is missing or out of date)…")
  const startedAt = Date.now()
  const sources = sourcesDigest()
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: process.env })
  if (build.status !== 0) process.exit(build.status ?? 1)
  fs.mkdirSync(path.dirname(stampFile), { recursive: true })
  fs.writeFileSync(stampFile, JSON.stringify({ settings: buildSettings(), startedAt, sources }))
}

if (process.argv.includes("--build-only")) process.exit(0)

/**
 * wrangler pages dev has no switch for its DevTools inspector, and keeps it on: workerd then reports every
 * request the Functions make to the site's files (Network events, bodies included) to wrangler's Node
 * process, which writes each to its debug log (~/.config/.wrangler/logs, 6 MB for 400 requests). That was
 * three quarters of the server's CPU, 45 ms a request against 12 ms without, here. wrangler leaves the
 * inspector off in VS Code's JavaScript debug terminal, which this variable marks (ProxyController's
 * inspectorEnabled; miniflare does the same); nothing else reads it unless NODE_OPTIONS also requires
 * VS Code's bootloader. The CDN itself has no inspector. __tests__/node/serve.test.ts checks it stays off.
 */
const WITHOUT_INSPECTOR = { VSCODE_INSPECTOR_OPTIONS: "{}" }

const wrangler = spawn(
  path.join(root, "node_modules", ".bin", "wrangler"),
  [
    "pages",
    "dev",
    servedDir || "public",
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    ...(inspect ? ["--inspector-port", inspectorPort] : []),
    "--log-level",
    "warn",
    ...bindings,
  ],
  {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...(inspect ? {} : WITHOUT_INSPECTOR) },
  },
)
console.log(`Serving ${servedDir || "public/"} as Cloudflare Pages would at http://localhost:${port}`)
const stop = () => wrangler.kill("SIGTERM")
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
wrangler.on("exit", code => process.exit(code ?? 0))
