/**
 * The page the sign-in window shows at every end of the flow, good or bad. Decap CMS opened
 * that window from /admin/ and waits for its handshake: the page says "authorizing:github"
 * to its opener, and once the opener answers the same, hands over the outcome as
 * "authorization:github:success:{token, provider}" or "authorization:github:error:{message}".
 * Both messages go to the site's own origin only, so a page of any other origin that opened
 * the window receives nothing; and the answer is taken only from the opener, on that origin.
 * Without an opener (the address typed in), the page is just its text.
 */

export type Outcome = { token: string } | { error: string }

interface SignInPage {
  status: number
  title: string
  /** For a person, not a programmer: what happened and what to do. Never a token or a secret. */
  text: string
  outcome: Outcome
  setCookie?: string
}

const STYLE = "body{font:1.125rem/1.5 system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1.25rem}"

/** JSON that cannot end the <script> element it is written into. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

function handshakeScript(origin: string, outcome: Outcome): string {
  const message =
    "token" in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: "github" })}`
      : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`
  return `(() => {
  const origin = ${scriptJson(origin)}, opener = window.opener
  if (!opener) return
  addEventListener("message", function answer(event) {
    if (event.origin !== origin || event.source !== opener || event.data !== "authorizing:github") return
    removeEventListener("message", answer)
    opener.postMessage(${scriptJson(message)}, origin)
  })
  opener.postMessage("authorizing:github", origin)
})()`
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}

export async function signInPage(request: Request, { status, title, text, outcome, setCookie }: SignInPage) {
  const script = handshakeScript(new URL(request.url).origin, outcome)
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<script>${script}</script>
`
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    // Functions' answers do not get static/_headers: this page brings its own policy, which
    // allows its one script and style and nothing else. No Cross-Origin-Opener-Policy: the
    // page must keep the opener it hands the token to.
    "Content-Security-Policy": [
      "default-src 'none'",
      `script-src ${await sha256Source(script)}`,
      `style-src ${await sha256Source(STYLE)}`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join("; "),
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
    // The address holds the one-time code and state, the page perhaps a token.
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
  })
  if (setCookie) headers.append("Set-Cookie", setCookie)
  return new Response(html, { status, headers })
}
