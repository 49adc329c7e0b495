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
 * The encodings the bench's browsers ask for, Brotli first. Cloudflare's edge answers Chrome in Brotli;
 * its local runtime (wrangler) answers in the first encoding the browser lists, which is gzip for Chrome,
 * about 15% larger: enough to push a gallery page's HTML past the 14.6 KB that arrive in a connection's
 * first round trip, and its LCP a round trip later than visitors see it.
 */
export const CDN_ACCEPT_ENCODING = { "Accept-Encoding": "br, gzip, deflate" }
