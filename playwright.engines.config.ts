/**
 * The browser tests in the engines beside Chromium (npm run test:engines): WebKit, as in every
 * iPhone browser (WebKitGTK's MiniBrowser), and Gecko (Firefox ESR), each at a phone's width and a
 * desktop's. Playwright Test runs them, but drives neither browser: its own WebKit and Firefox
 * builds cannot be downloaded here, so e2e-engines/ drives Debian's through WebDriver.
 */
import { defineConfig } from "@playwright/test"
import type { Engine } from "./e2e-engines/engine"
import { emailJsTestKeys } from "./scripts/emailjs-test-keys"

const port = Number(process.env.ENGINES_PORT ?? 8796)

export default defineConfig<object, { engine: Engine }>({
  testDir: "e2e-engines",
  fullyParallel: true,
  // The engines side by side, one worker each: Firefox's launches its browsers once. WebKit's
  // tests take longer, so the worker Firefox frees takes some of them. Two workers each took 354 s
  // against 394 s at a CPU index of 1,000, but WebKit's typing in the editor then timed out in
  // WebDriver (2 of 171 tests); at 2,500 it passed in 164 s against 194 s.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: { baseURL: `http://localhost:${port}`, trace: "off" },
  // The widths are in the tests (atEachWidth in e2e-engines/fixtures.ts).
  projects: [
    { name: "firefox", use: { engine: "firefox" }, workers: 1 },
    { name: "webkit", use: { engine: "webkit" }, workers: 2 },
  ],
  webServer: {
    command: `tsx scripts/serve.ts --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 15 * 60_000,
    // The same build as the Chromium suite's: EmailJS's real address, with test keys.
    env: { ...emailJsTestKeys, GATSBY_TELEMETRY_DISABLED: "1" },
    stdout: "pipe",
  },
})
