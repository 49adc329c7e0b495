/**
 * What the two sign-in routes share: their settings and the state cookie. Not a route itself
 * (it exports no onRequest handler, so Pages does not serve it).
 */

export interface Env {
  /** The GitHub OAuth App's client ID and secret: Pages secrets, see "Deploying" in README.md. */
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** Where GitHub's OAuth endpoints are; the browser tests point it at a server of their own. */
  GITHUB_OAUTH_ORIGIN?: string
}

export const githubOrigin = (env: Env) => env.GITHUB_OAUTH_ORIGIN || "https://github.com"

/** Where GitHub sends the editor back: this site's own /api/callback, as the OAuth App registers it. */
export const callbackAddress = (request: Request) => `${new URL(request.url).origin}/api/callback`

export const isSetUp = (env: Env): env is Env & Required<Pick<Env, "GITHUB_CLIENT_ID" | "GITHUB_CLIENT_SECRET">> =>
  Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET)

export const SIGN_IN_AGAIN = "Close this window and sign in again from the editor."

export const NOT_SET_UP =
  "Signing in with GitHub is not set up for this site yet: the person who looks after the website needs to add its GitHub settings (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET)."

/**
 * The random value the start of a sign-in gives GitHub and this browser alike: the callback
 * accepts only a state this browser was given, so another site cannot sign anyone in.
 * Lax, so the cookie comes back with GitHub's redirect (a top-level GET) and with nothing a
 * page of another site sends; /api only; ten minutes, as long as GitHub's code lives.
 */
const STATE_COOKIE = "oauth_state"
const STATE_COOKIE_ATTRIBUTES = "HttpOnly; Secure; SameSite=Lax; Path=/api"

export function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
}

export const stateCookie = (state: string) => `${STATE_COOKIE}=${state}; ${STATE_COOKIE_ATTRIBUTES}; Max-Age=600`

/** A state is used once: the callback clears it whatever the outcome. */
export const clearedStateCookie = `${STATE_COOKIE}=; ${STATE_COOKIE_ATTRIBUTES}; Max-Age=0`

export function stateFromCookie(request: Request): string | undefined {
  for (const pair of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...value] = pair.trim().split("=")
    if (name === STATE_COOKIE) return value.join("=") || undefined
  }
  return undefined
}

/** The same state, compared in constant time. */
export function statesMatch(given: string, expected: string): boolean {
  const encoder = new TextEncoder()
  const [a, b] = [encoder.encode(given), encoder.encode(expected)]
  return a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b)
}
