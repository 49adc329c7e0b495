import os from "node:os"
import { defineConfig, devices } from "@playwright/test"
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./scripts/chromium"
import { emailJsTestKeys } from "./scripts/emailjs-test-keys"

const port = Number(process.env.E2E_PORT ?? 8789)

/**
 * The editor's sign-in (functions/api/) as the browser tests run it: a made-up GitHub OAuth
 * App whose GitHub is a server e2e/cms-sign-in.spec.ts starts on this machine.
 */
export const githubTestApp = {
  GITHUB_CLIENT_ID: "test-client-id",
  GITHUB_CLIENT_SECRET: "test-client-secret",
  GITHUB_OAUTH_ORIGIN: `http://127.0.0.1:${port + 3}`,
}
const desktopChrome = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } }
const EDITOR_TESTS = /\/cms[^/]*\.spec\.ts$/
/** The specs that visit every page, or every page of a kind, for what all of them must be. */
const EVERY_PAGE_TESTS =
  /\/(accessibility|seo|lighthouse-seo|languages|published-pages|delivery|loading|privacy)\.spec\.ts$/

const bindings = Object.entries(githubTestApp).map(([name, value]) => `--binding ${name}=${value}`)

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // One worker more than the machine has cores: a test spends about a fifth of its time waiting on the browser, the
  // server or the network going quiet, which another worker's test then uses. On two cores, the pages project took
  // 155 s with three workers against 183 s with two (the machine busy 92% of the time against 80%).
  workers: os.availableParallelism() + 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    // One context per worker, which Playwright resets between tests (cookies, cache, each visited origin's
    // storage, service workers, extra pages, routes, init scripts, viewport, emulation) instead of making
    // another: a new context cost 1.15 CPU-s against 0.27 for the same page navigated, and the site's
    // specs used 14% less CPU. What the reset leaves, a slowed CPU and the network off, the tests'
    // fixture undoes (leaveForTheNextTest in e2e/fixtures.ts). A test whose context options differ
    // (a phone's touch, scripts off) still gets a context of its own.
    reuseContext: true,
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: TEST_CHROMIUM_FLAGS,
    },
  },
  // Three parts of about equal length, so that CI runs them side by side (.github/workflows/ci.yml): the
  // checks that every page gets, what each of the site's features does, and the editor at /admin/.
  projects: [
    { name: "pages", testMatch: EVERY_PAGE_TESTS, use: desktopChrome },
    { name: "features", testIgnore: [EVERY_PAGE_TESTS, EDITOR_TESTS], use: desktopChrome },
    { name: "editor", testMatch: EDITOR_TESTS, use: desktopChrome },
  ],
  webServer: {
    command: `tsx scripts/serve.ts --port ${port} ${bindings.join(" ")}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 15 * 60_000,
    env: { ...emailJsTestKeys, GATSBY_TELEMETRY_DISABLED: "1" },
    stdout: "pipe",
  },
})
