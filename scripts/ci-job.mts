/**
 * Runs one job of a workflow in .github/workflows/ on this machine as GitHub Actions runs it, in a fresh
 * clone of the last commit, and times each step and the whole (docs/ci.md gives the times):
 *   npx tsx scripts/ci-job.mts build
 *   npx tsx scripts/ci-job.mts chromium --matrix tests=site --matrix shard=1/2
 *   npx tsx scripts/ci-job.mts deploy --workflow deploy
 * Its `run:` steps run as written, with the workflow's and the job's environment, the matrix's values, the
 * outputs of earlier steps and the repository's own actions (.github/actions/, their outputs too), step by step. Of GitHub's
 * actions:
 * - checkout is a clone into one folder, as on a runner, where every job of a repository has the same
 *   workspace (Gatsby's cache holds absolute paths);
 * - setup-node does nothing: the Node on the PATH runs;
 * - cache, cache/restore and cache/save keep archives (zstd, as GitHub's) in a folder shared by the jobs
 *   (`--caches`, /tmp/ci-cache by default), matched by key and restore-keys as GitHub matches them, so a
 *   job after the one that saved finds what it saved; remove the folder to time a job's first run;
 * - upload-artifact and download-artifact keep and bring files in a folder shared by the jobs
 *   (`--artifacts`, /tmp/ci-artifacts by default), so run the build job before those that download its build.
 * Earlier jobs' workspaces are moved aside (see below), to be removed once the timing is done.
 * A step that needs GitHub or Cloudflare (a secret, the job's token) is named and skipped. A step's `if:` is
 * followed when it reads earlier steps' outputs, and otherwise taken as true. It prints the machine's CPU
 * index (Lighthouse's) before and after.
 */
import { createHash } from "node:crypto"
import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse } from "yaml"
import { cpuIndex } from "./cpu-index.mjs"

interface Step {
  id?: string
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
interface Action {
  inputs?: Record<string, { default?: string }>
  outputs?: Record<string, { value: string }>
  runs: { using: string; steps: Step[] }
}
/** What an expression can read: the matrix, a composite action's inputs, and the steps before it. */
interface Scope {
  inputs: Record<string, string>
  steps: Record<string, Record<string, string>>
}

const root = path.resolve(import.meta.dirname, "..")
const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : fallback
}
const jobName = process.argv[2]
const workflowName = option("workflow", "ci")
const artifacts = path.resolve(option("artifacts", path.join(os.tmpdir(), "ci-artifacts")))
const caches = path.resolve(option("caches", path.join(os.tmpdir(), "ci-cache")))
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

const dir = path.join(os.tmpdir(), "ci-workspace", path.basename(root))

/** GitHub's hashFiles: one digest of every file the patterns match, or "" when none does. */
function hashFiles(patterns: string[]) {
  const files = patterns
    .flatMap(pattern => fs.globSync(pattern, { cwd: dir }))
    .filter(file => fs.statSync(path.join(dir, file)).isFile())
    .sort()
  if (!files.length) return ""
  const hash = createHash("sha256")
  for (const file of files)
    hash.update(
      createHash("sha256")
        .update(fs.readFileSync(path.join(dir, file)))
        .digest(),
    )
  return hash.digest("hex")
}

/** One ${{ }} expression's value; any that only GitHub can give is empty. */
function evaluate(expression: string, scope: Scope): string {
  const [, name, rest] = expression.match(/^(\w+)\.([\w.-]+)$/) ?? []
  if (name === "matrix") return matrix[rest] ?? ""
  if (name === "inputs") return scope.inputs[rest] ?? ""
  if (name === "steps") {
    const [id, , output] = rest.split(".")
    return scope.steps[id]?.[output] ?? ""
  }
  if (expression === "runner.os") return "Linux"
  if (expression === "github.sha")
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: dir, encoding: "utf8" }).trim()
  const files = expression.match(/^hashFiles\((.*)\)$/)
  if (files) return hashFiles(Array.from(files[1].matchAll(/'([^']*)'/g), match => match[1]))
  return ""
}
const fill = (value: unknown, scope: Scope) =>
  String(value).replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => evaluate(expression, scope))

/** A step's `if:` of the forms `x == 'y'`, `x != 'y'` (steps' outputs, inputs); any other is GitHub's, taken as true. */
function condition(step: Step, scope: Scope) {
  const comparison = step.if?.match(/^\s*([\w.-]+)\s*(==|!=)\s*'([^']*)'\s*$/)
  if (!comparison || !/^(steps|inputs|matrix)\./.test(comparison[1])) return true
  const value = evaluate(comparison[1], scope)
  return comparison[2] === "==" ? value === comparison[3] : value !== comparison[3]
}
const needsGitHub = (step: Step) => /secrets\.|github\.token/.test(JSON.stringify(step))

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9
const timings: { step: string; seconds: number | "skipped" }[] = []
const environment = {
  ...process.env,
  ...Object.fromEntries(
    Object.entries({ ...workflow.env, ...job.env }).map(([key, value]) => [
      key,
      fill(value, { inputs: {}, steps: {} }),
    ]),
  ),
}
/** Saves to run once the job's steps have passed, as the cache action's post step does: the last first. */
const postSteps: { label: string; run: () => void }[] = []

const cacheFile = (key: string) => path.join(caches, `${key}.tar.zst`)
const cachePaths = (step: Step, scope: Scope) =>
  fill(step.with?.path, scope)
    .split("\n")
    .map(line => line.trim())
    .filter(Boolean)
function restoreCache(step: Step, scope: Scope) {
  const key = fill(step.with?.key, scope)
  const prefixes = fill(step.with?.["restore-keys"] ?? "", scope)
    .split("\n")
    .map(line => line.trim())
    .filter(Boolean)
  const saved = fs.existsSync(caches) ? fs.readdirSync(caches).filter(file => file.endsWith(".tar.zst")) : []
  const newest = (files: string[]) =>
    files.sort((a, b) => fs.statSync(path.join(caches, b)).mtimeMs - fs.statSync(path.join(caches, a)).mtimeMs)[0]
  const matched = fs.existsSync(cacheFile(key))
    ? `${key}.tar.zst`
    : prefixes.map(prefix => newest(saved.filter(file => file.startsWith(prefix)))).find(Boolean)
  if (matched) execFileSync("tar", ["-I", "zstd -d --long=30", "-xf", path.join(caches, matched)], { cwd: dir })
  console.log(`\ncache ${key}: ${matched ? `restored ${matched}` : "none"}`)
  return {
    "cache-hit": String(matched === `${key}.tar.zst`),
    "cache-primary-key": key,
    "cache-matched-key": matched?.replace(/\.tar\.zst$/, "") ?? "",
  }
}
function saveCache(step: Step, scope: Scope) {
  const key = fill(step.with?.key, scope)
  if (fs.existsSync(cacheFile(key))) return console.log(`\ncache ${key}: saved before`)
  fs.mkdirSync(caches, { recursive: true })
  const present = cachePaths(step, scope).filter(file => fs.existsSync(path.join(dir, file)))
  execFileSync("tar", ["-I", "zstd -T0 --long=30", "-cf", cacheFile(key), ...present], { cwd: dir })
  console.log(`\ncache ${key}: saved ${present.join(", ")}`)
}

/** Runs a step, or a local composite action's steps one by one; returns the step's outputs. */
function runStep(step: Step, scope: Scope, depth = 0): Record<string, string> {
  const label = `${"  ".repeat(depth)}${step.name ?? step.uses ?? step.run?.split("\n")[0] ?? "step"}`
  const started = process.hrtime.bigint()
  if (needsGitHub(step) || !condition(step, scope)) {
    timings.push({ step: label, seconds: "skipped" })
    return {}
  }
  const action = step.uses?.replace(/@.*/, "")
  let outputs: Record<string, string> = {}
  if (action === "actions/checkout") execFileSync("git", ["clone", "--quiet", root, dir])
  else if (action?.startsWith("./")) {
    const composite = parse(fs.readFileSync(path.join(dir, action, "action.yml"), "utf8")) as Action
    const inputs = Object.fromEntries(
      Object.entries(composite.inputs ?? {}).map(([name, input]) => [
        name,
        fill(step.with?.[name] ?? input.default ?? "", scope),
      ]),
    )
    const inner: Scope = { inputs, steps: {} }
    timings.push({ step: label, seconds: 0 })
    const row = timings.length - 1
    for (const innerStep of composite.runs.steps) {
      const innerOutputs = runStep(innerStep, inner, depth + 1)
      if (innerStep.id) inner.steps[innerStep.id] = innerOutputs
    }
    timings[row].seconds = Math.round(seconds(started))
    return Object.fromEntries(
      Object.entries(composite.outputs ?? {}).map(([name, output]) => [name, fill(output.value, inner)]),
    )
  } else if (action === "actions/cache" || action === "actions/cache/restore") {
    outputs = restoreCache(step, scope)
    if (action === "actions/cache" && outputs["cache-hit"] !== "true") {
      const saving = { ...scope }
      postSteps.unshift({
        label: `post: save ${fill(step.with?.path, scope).trim()}`,
        run: () => saveCache(step, saving),
      })
    }
  } else if (action === "actions/cache/save") saveCache(step, scope)
  else if (action === "actions/upload-artifact") {
    const into = path.join(artifacts, fill(step.with?.name, scope))
    fs.rmSync(into, { recursive: true, force: true })
    fs.mkdirSync(into, { recursive: true })
    for (const file of cachePaths(step, scope))
      if (fs.existsSync(path.join(dir, file)))
        fs.cpSync(path.join(dir, file), path.join(into, file), { recursive: true })
  } else if (action === "actions/download-artifact") {
    const from = path.join(artifacts, fill(step.with?.name, scope))
    if (!fs.existsSync(from)) throw new Error(`No artifact ${from}: run the job that uploads it first`)
    fs.cpSync(from, dir, { recursive: true })
  } else if (step.run) {
    const outputFile = path.join(os.tmpdir(), `ci-output-${process.pid}`)
    fs.writeFileSync(outputFile, "")
    const env = {
      ...environment,
      ...Object.fromEntries(Object.entries(step.env ?? {}).map(([key, value]) => [key, fill(value, scope)])),
      GITHUB_OUTPUT: outputFile,
    }
    console.log(`\n$ ${fill(step.run, scope).trim()}`)
    const result = spawnSync("bash", ["-e", "-c", fill(step.run, scope)], { cwd: dir, env, stdio: "inherit" })
    if (result.status !== 0) {
      console.error(
        `\n✗ ${label.trim()} failed (exit ${result.status}) after ${seconds(started).toFixed(0)} s, in ${dir}`,
      )
      process.exit(1)
    }
    outputs = Object.fromEntries(
      fs
        .readFileSync(outputFile, "utf8")
        .split("\n")
        .filter(line => line.includes("="))
        .map(line => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    )
    fs.rmSync(outputFile)
  }
  timings.push({ step: label, seconds: Math.round(seconds(started)) })
  return outputs
}

// A runner's workspace is empty when its job starts, on a disk where nothing was just removed. An earlier
// job's workspace is moved aside, not removed: on this machine's disk, the first node_modules unpacked
// after 2 GB of small files were removed took 52–85 s, against 9–15 s with nothing removed before.
// Remove them (/tmp/ci-workspace/*-done-*) once the jobs to be timed have run.
if (fs.existsSync(dir)) fs.renameSync(dir, `${dir}-done-${Date.now()}`)
console.log(`CPU index before: ${await cpuIndex()}`)
const started = process.hrtime.bigint()
const scope: Scope = { inputs: {}, steps: {} }
for (const step of job.steps) {
  const outputs = runStep(step, scope)
  if (step.id) scope.steps[step.id] = outputs
}
for (const post of postSteps) {
  const postStarted = process.hrtime.bigint()
  post.run()
  timings.push({ step: post.label, seconds: Math.round(seconds(postStarted)) })
}
const total = seconds(started)
console.table(timings)
console.log(
  `${workflowName} / ${jobName}${Object.keys(matrix).length ? ` ${JSON.stringify(matrix)}` : ""}: ${total.toFixed(0)} s`,
)
console.log(`CPU index after: ${await cpuIndex()}`)
