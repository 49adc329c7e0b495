/**
 * npm run cms: the editor at http://localhost:8790/admin/ on this repository, offline and without
 * sign-in. Builds the site if needed (as npm start does), then starts Decap's local backend
 * (decap-server, git mode) on this repository and serves the built site. Each Save is a branch
 * cms/<collection>/<entry> here, with one commit; Publish merges it into main.
 *   npm run cms -- --port 8790 --backend-port 8081
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { startLocalEditor } from "../src/cms/setup/local-editor"

const root = path.resolve(__dirname, "..")
const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return Number(index > 0 ? process.argv[index + 1] : fallback)
}

const build = spawnSync("npx", ["tsx", "scripts/serve.ts", "--build-only"], { cwd: root, stdio: "inherit" })
if (build.status !== 0) process.exit(build.status ?? 1)

startLocalEditor({
  publicDir: path.join(root, "public"),
  repoDir: root,
  port: argument("port", process.env.CMS_PORT ?? "8790"),
  backendPort: argument("backend-port", process.env.CMS_BACKEND_PORT ?? "8081"),
  log: line => console.log(`  decap-server: ${line}`),
}).then(
  editor => {
    console.log(`\nThe editor is at ${editor.url}/admin/ (no sign-in: press Login).`)
    console.log("It saves to branches of this repository, and Publish merges them into main. Ctrl-C stops it.")
    const stop = () => void editor.stop().then(() => process.exit(0))
    process.on("SIGINT", stop)
    process.on("SIGTERM", stop)
  },
  error => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
