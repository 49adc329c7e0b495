import { defineConfig, devices } from "@playwright/test"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium"

const port = Number(process.env.E2E_PORT ?? 8789)

/** Test keys for EmailJS: the browser tests answer api.emailjs.com themselves. */
export const emailJsTestKeys = {
  GATSBY_EMAILJS_PUBLIC_KEY: "test-public-key",
  GATSBY_EMAILJS_SERVICE_ID: "test-service",
  GATSBY_EMAILJS_TEMPLATE_ID: "test-template",
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `tsx scripts/serve.ts --port ${port} --inspector-port ${port + 1000}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 15 * 60_000,
    env: { ...emailJsTestKeys, GATSBY_TELEMETRY_DISABLED: "1" },
    stdout: "pipe",
  },
})
