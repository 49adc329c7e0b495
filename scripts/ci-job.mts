/**
 * Runs one job of a workflow in .github/workflows/ on this machine as GitHub Actions runs it, in a fresh
 * clone of the last commit, and times each step and the whole (docs/ci.md gives the times):
 *   npx tsx scripts/ci-job.mts build
 *   npx tsx scripts/ci-job.mts chromium --matrix shard=2
 *   npx tsx scripts/ci-job.mts deploy --workflow deploy
 * Its `run:` steps run as written, with the workflow's and the job's environment and the matrix's values.
 * Of the actions it uses: checkout is the clone; setup-node and the caches do nothing (every build here is
 * cold, as a pull request's first is without a cache); upload-artifact and download-artifact keep and bring
 * files in a folder shared by the jobs (`--artifacts`, /tmp/ci-artifacts by default), so run the build job
 * before those that download its build. A step that needs GitHub or Cloudflare (a secret, the job's token)
 * is named and skipped. It prints the machine's CPU index (Lighthouse's) before and after.
 */
import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse } from "yaml"
import { cpuIndex } from "./cpu-index.mjs"

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, string | number | boolean>
  env?: Record<string, string>
  if?: string
}
interface Job {
  env?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  env?: Record<string, string>
  jobs: Record<string, Job>
}

const root = path.resolve(import.meta.dirname, "..")
const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : fallback
}
const jobName = process.argv[2]
const workflowName = option("workflow", "ci")
const artifacts = path.resolve(option("artifacts", path.join(os.tmpdir(), "ci-artifacts")))
const matrix = Object.fromEntries(
  process.argv.flatMap((arg, index) => (arg === "--matrix" ? [process.argv[index + 1].split("=")] : [])),
)

const workflow = parse(
  fs.readFileSync(path.join(root, ".github", "workflows", `${workflowName}.yml`), "utf8"),
) as Workflow
const job = workflow.jobs[jobName]
if (!job) {
  console.error(`No job "${jobName}" in ${workflowName}.yml: ${Object.keys(workflow.jobs).join(", ")}`)
  process.exit(2)
}

/** A value with its ${{ matrix.x }} filled in; any other expression is GitHub's and left empty. */
const fill = (value: unknown) =>
  String(value).replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_, expression: string) =>
    expression.startsWith("matrix.") ? (matrix[expression.slice("matrix.".length)] ?? "") : "",
  )
const needsGitHub = (step: Step) => /secrets\.|github\.token/.test(JSON.stringify(step))

const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ci-${jobName}-`))
const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9
const timings: { step: string; seconds: number | "skipped" }[] = []
const environment = {
  ...process.env,
  ...Object.fromEntries(Object.entries({ ...workflow.env, ...job.env }).map(([key, value]) => [key, fill(value)])),
}

console.log(`CPU index before: ${await cpuIndex()}`)
const started = process.hrtime.bigint()
for (const step of job.steps) {
  const label = step.name ?? step.uses ?? step.run?.split("\n")[0] ?? "step"
  const stepStarted = process.hrtime.bigint()
  if (needsGitHub(step)) {
    timings.push({ step: label, seconds: "skipped" })
    continue
  }
  const action = step.uses?.replace(/@.*/, "")
  if (action === "actions/checkout") execFileSync("git", ["clone", "--quiet", root, dir])
  else if (action === "actions/upload-artifact") {
    const into = path.join(artifacts, fill(step.with?.name))
    fs.rmSync(into, { recursive: true, force: true })
    fs.mkdirSync(into, { recursive: true })
    for (const file of fill(step.with?.path).split("\n").filter(Boolean))
      if (fs.existsSync(path.join(dir, file)))
        fs.cpSync(path.join(dir, file), path.join(into, file.trim()), { recursive: true })
  } else if (action === "actions/download-artifact") {
    const from = path.join(artifacts, fill(step.with?.name))
    if (!fs.existsSync(from)) throw new Error(`No artifact ${from}: run the job that uploads it first`)
    fs.cpSync(from, dir, { recursive: true })
  } else if (step.run) {
    const env = {
      ...environment,
      ...Object.fromEntries(Object.entries(step.env ?? {}).map(([key, value]) => [key, fill(value)])),
    }
    console.log(`\n$ ${fill(step.run).trim()}`)
    const result = spawnSync("bash", ["-e", "-c", fill(step.run)], { cwd: dir, env, stdio: "inherit" })
    if (result.status !== 0) {
      console.error(`\n✗ ${label} failed (exit ${result.status}) after ${seconds(stepStarted).toFixed(0)} s, in ${dir}`)
      process.exit(1)
    }
  }
  timings.push({ step: label, seconds: Math.round(seconds(stepStarted)) })
}
const total = seconds(started)
console.table(timings)
console.log(
  `${workflowName} / ${jobName}${Object.keys(matrix).length ? ` ${JSON.stringify(matrix)}` : ""}: ${total.toFixed(0)} s`,
)
console.log(`CPU index after: ${await cpuIndex()}`)
fs.rmSync(dir, { recursive: true, force: true })
