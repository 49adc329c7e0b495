/**
 * The system Chromium (never a downloaded one) and the switches every tool here starts it
 * with: headless, no sandbox (root in containers), and none of its own network traffic.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium"

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]

/**
 * The browser tests' Chromium: Debian's build of its headless shell (`chromium-headless-shell`), the
 * same version's Blink, V8 and network stack without the browser's windows around them, as Playwright
 * runs headless tests by default. A test's fresh page costs it a third of the CPU the whole browser
 * spends (1.3 s against 3.6 s, each page a new context loading a product line's page), and the suite's
 * site tests take 40% less time. The bench, Lighthouse and the docs' pictures keep the whole browser,
 * which is what visitors run. Its pointer rests at the page's corner (RESTING_POINTER in
 * src/lib/first-interaction.ts). `CHROME_TEST_PATH=/usr/bin/chromium` runs the tests in the browser.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROME_TEST_PATH ?? "/usr/bin/chromium-headless-shell"

/** The shell is headless only: the rest of the switches apply to it as they are. */
export const TEST_CHROMIUM_FLAGS = CHROMIUM_FLAGS.filter(flag => flag !== "--headless=new")

/**
 * The encodings the bench's browsers ask for, Brotli first. Cloudflare's edge answers Chrome in Brotli;
 * its local runtime (wrangler) answers in the first encoding the browser lists, which is gzip for Chrome,
 * about 15% larger: enough to push a gallery page's HTML past the 14.6 KB that arrive in a connection's
 * first round trip, and its LCP a round trip later than visitors see it.
 */
export const CDN_ACCEPT_ENCODING = { "Accept-Encoding": "br, gzip, deflate" }
