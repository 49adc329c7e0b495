import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import type { Server } from "node:http"
import path from "node:path"
import readline from "node:readline"
import express from "express"
import { ADMIN_DIR, configYaml } from "./write-admin"

/**
 * The editor on this machine, offline and without sign-in (`npm run cms`, and the browser tests):
 * Decap's local backend, decap-server in git mode, works on a git repository here as the GitHub
 * backend does on GitHub (a branch per change, merged on Publish), and a small server gives the
 * built site, whose /admin/ uses that backend. Only /admin/config.yml (it names the local backend)
 * and /admin/'s policy (it may talk to it) differ from production's.
 */

export interface LocalEditorOptions {
  /** The built site. */
  publicDir: string
  /** The git repository the editor changes: its content/ is edited, its branches made and merged. */
  repoDir: string
  port: number
  backendPort: number
  /** Where decap-server's log goes (its requests, its git errors). */
  log?: (line: string) => void
}

export interface LocalEditor {
  url: string
  stop(): Promise<void>
}

/** /admin/'s headers from static/_headers (as the CDN sends them), its policy also allowing `origin` to be reached. */
export function localAdminHeaders(headersFile: string, backendOrigin: string): Record<string, string> {
  const rule = /^\/admin\/\*\n((?:[ \t]+.*\n?)*)/m.exec(fs.readFileSync(headersFile, "utf8"))?.[1]
  if (!rule) throw new Error(`${headersFile} has no /admin/* rule`)
  const headers = Object.fromEntries(
    rule
      .split("\n")
      .map(line => line.trim())
      .filter(line => line && !line.startsWith("!"))
      .map(line => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
  )
  headers["Content-Security-Policy"] = headers["Content-Security-Policy"].replace(
    /connect-src ([^;]*)/,
    `connect-src $1 ${backendOrigin}`,
  )
  return headers
}

function startBackend({ repoDir, backendPort, log }: LocalEditorOptions): Promise<ChildProcess> {
  const binary = path.join(__dirname, "..", "..", "..", "node_modules", ".bin", "decap-server")
  const server = spawn(binary, [], {
    // It also reads the repository's .env, which cannot override what is set here.
    cwd: repoDir,
    env: {
      ...process.env,
      MODE: "git",
      GIT_REPO_DIRECTORY: repoDir,
      PORT: String(backendPort),
      BIND_HOST: "127.0.0.1",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, with the git commands it starts, so stopping it stops them too (stopBackend).
    detached: true,
  })
  return new Promise((resolve, reject) => {
    // What it said, for the error if it stops before listening (such as another server already on its port).
    let said = ""
    // Each stream's lines, whole (a long request's line comes in several chunks).
    for (const stream of [server.stdout!, server.stderr!])
      readline.createInterface({ input: stream }).on("line", line => {
        if (line) log?.(line)
        said = `${said}${line}\n`.slice(0, 4000)
        if (line.includes("listening on")) resolve(server)
      })
    // "close", not "exit": its streams' last lines have been read by then.
    server.on("close", code => {
      const why = /^\w*Error: .*$/m.exec(said)?.[0] ?? (said.trim().split("\n").at(-1) || "it said nothing")
      reject(new Error(`decap-server stopped (exit code ${code}) before it listened on port ${backendPort}: ${why}`))
    })
  })
}

/**
 * Whether a process of the group still runs. One that has ended but was not yet reaped (a zombie) does not:
 * a git command decap-server started is left so when decap-server ends first, until the system's first
 * process reaps it, which took 1 to 2 s of every stop here. Where /proc is missing (macOS), signal 0 only asks
 * whether any process of the group is left, zombies included.
 */
export function groupRuns(group: number): boolean {
  if (!fs.existsSync("/proc/self/stat")) {
    try {
      process.kill(-group, 0)
      return true
    } catch {
      return false
    }
  }
  return fs.readdirSync("/proc").some(pid => {
    if (!/^\d+$/.test(pid)) return false
    try {
      // "pid (command) state ppid pgrp …": the command may hold spaces and parentheses, so read after its last ")".
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      return Number(pgrp) === group && state !== "Z"
    } catch {
      return false // It ended while being read.
    }
  })
}

export async function startLocalEditor(options: LocalEditorOptions): Promise<LocalEditor> {
  const { publicDir, port, backendPort } = options
  if (!fs.existsSync(path.join(publicDir, ADMIN_DIR, "index.html")))
    throw new Error(`${publicDir} has no editor: build the site first (npm run build)`)
  const url = `http://localhost:${port}`
  const backendUrl = `http://localhost:${backendPort}/api/v1`
  const adminHeaders = localAdminHeaders(path.join(publicDir, "_headers"), new URL(backendUrl).origin)
  const backend = await startBackend(options)

  const app = express()
  app.disable("x-powered-by")
  app.use(`/${ADMIN_DIR}`, (_request, response, next) => {
    response.set(adminHeaders)
    next()
  })
  app.get(`/${ADMIN_DIR}/config.yml`, (_request, response) => {
    response.type("text/yaml").send(configYaml({ repo: "", siteUrl: url, localBackendUrl: backendUrl }))
  })
  app.use(express.static(publicDir, { extensions: ["html"] }))
  /**
   * Stops decap-server and every git command it started, and returns once all have ended: a git command
   * left running went on writing into the repository's .git, which a test's teardown was then deleting
   * (ENOTEMPTY, once in a full run).
   */
  const stopBackend = async () => {
    const group = -backend.pid!
    const signal = (name: NodeJS.Signals | 0) => {
      try {
        process.kill(group, name)
        return true
      } catch {
        return false // ESRCH: nothing of the group is left.
      }
    }
    const exited = backend.exitCode !== null ? Promise.resolve() : new Promise(resolve => backend.once("exit", resolve))
    if (!signal("SIGTERM")) return
    // decap-server in the middle of a git command may not stop when asked.
    const stubborn = setTimeout(() => signal("SIGKILL"), 5_000)
    await exited
    // Its git commands end on SIGTERM too, a moment after it: each is waited for.
    while (groupRuns(backend.pid!)) await new Promise(resolve => setTimeout(resolve, 20))
    clearTimeout(stubborn)
  }
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening))
    // A port already taken: the backend must not outlive the failed start.
    listening.once("error", error => void stopBackend().then(() => reject(error)))
  })

  return {
    url,
    stop: async () => {
      const closed = new Promise(resolve => server.close(resolve))
      // A browser may still hold a request open (Decap polls): the editor stops anyway.
      server.closeAllConnections()
      await closed
      await stopBackend()
    },
  }
}
