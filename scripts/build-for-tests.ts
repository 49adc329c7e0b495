/**
 * npm run build:tests: the build the browser tests serve (EmailJS's test keys, which they answer
 * themselves), made when public/ is missing or out of date, as npm test's first browser suite would.
 * CI's build job makes it once and hands public/ to the jobs that test it (.github/workflows/ci.yml).
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { emailJsTestKeys } from "./emailjs-test-keys"

const build = spawnSync("tsx", [path.join(__dirname, "serve.ts"), "--build-only"], {
  stdio: "inherit",
  env: { ...process.env, ...emailJsTestKeys, GATSBY_TELEMETRY_DISABLED: "1" },
})
process.exit(build.status ?? 1)
