/**
 * @jest-environment node
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { freePort } from "../../scripts/free-port"

const root = path.resolve(__dirname, "../..")

test("npm start serves without wrangler's inspector, which logs every request the Functions make", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "served-"))
  fs.writeFileSync(path.join(site, "index.html"), "<!doctype html><title>Home</title><p>Served.</p>")
  // wrangler's debug log: with the inspector on, each request wrote Network events to it (serve.ts).
  const log = path.join(site, "..", `wrangler-${path.basename(site)}.log`)
  const port = await freePort()
  const server = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    ["scripts/serve.ts", "--port", String(port), "--dir", site],
    { cwd: root, env: { ...process.env, WRANGLER_LOG_PATH: log }, detached: true, stdio: "ignore" },
  )
  try {
    const origin = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 60_000
    while (
      !(await fetch(origin).then(
        response => response.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error(`nothing answered at ${origin}`)
      await new Promise(resolve => setTimeout(resolve, 250))
    }
    for (let i = 0; i < 3; i++) expect(await (await fetch(origin)).text()).toContain("Served.")
  } finally {
    process.kill(-server.pid!, "SIGTERM")
    await new Promise(resolve => server.once("exit", resolve))
  }
  const written = fs.readFileSync(log, "utf8")
  expect(written).toContain("Starting local server")
  expect(written).not.toContain("InspectorProxyWorker")
}, 90_000)
