/**
 * GET /api/callback: where GitHub sends the editor back with a one-time code. The code is
 * exchanged for a token only when the state matches the cookie /api/auth set in this same
 * browser; the token then goes to the editor that opened the window (see sign-in-page.ts).
 */
import {
  callbackAddress,
  clearedStateCookie,
  githubOrigin,
  isSetUp,
  NOT_SET_UP,
  SIGN_IN_AGAIN,
  stateFromCookie,
  statesMatch,
  type Env,
} from "../_lib/github-oauth"
import { signInPage } from "../_lib/sign-in-page"

/** GitHub's answer to the exchange: a token, or (with status 200 all the same) an error code. */
interface TokenAnswer {
  access_token?: unknown
  error?: unknown
}

/** GitHub's own word for what went wrong (access_denied, bad_verification_code…), for whoever set the site up. */
const githubReason = (error: unknown) =>
  typeof error === "string" && /^[a-z_]{1,64}$/.test(error) ? ` (${error})` : ""

export const onRequestGet: PagesFunction<Env> = async ({ request, env }) => {
  const url = new URL(request.url)
  const answer = (status: number, title: string, text: string, token?: string) =>
    signInPage(request, {
      status,
      title,
      text,
      outcome: token ? { token } : { error: text },
      setCookie: clearedStateCookie,
    })
  const refuse = (status: number, text: string) => answer(status, "You are not signed in", text)

  const state = url.searchParams.get("state")
  const expected = stateFromCookie(request)
  if (!state || !expected || !statesMatch(state, expected))
    return refuse(
      403,
      `This sign-in was not started from this site's editor in this browser, or it took longer than ten minutes. ${SIGN_IN_AGAIN}`,
    )
  // The person declined on GitHub's page, or the OAuth App does not know this address.
  const declined = url.searchParams.get("error")
  if (declined) return refuse(403, `GitHub did not let the editor in${githubReason(declined)}. ${SIGN_IN_AGAIN}`)
  const code = url.searchParams.get("code")
  if (!code) return refuse(400, `GitHub sent no sign-in code. ${SIGN_IN_AGAIN}`)
  if (!isSetUp(env)) return refuse(500, NOT_SET_UP)

  let exchange: Response
  try {
    exchange = await fetch(new URL("/login/oauth/access_token", githubOrigin(env)), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: callbackAddress(request),
      }),
    })
  } catch {
    return refuse(502, `GitHub could not be reached. ${SIGN_IN_AGAIN}`)
  }
  const token: TokenAnswer = exchange.ok ? await exchange.json<TokenAnswer>().catch(() => ({})) : {}
  if (typeof token.access_token !== "string" || !token.access_token)
    return refuse(502, `GitHub did not accept this sign-in${githubReason(token.error)}. ${SIGN_IN_AGAIN}`)
  return answer(200, "Signed in", "You are signed in to the editor. This window closes by itself.", token.access_token)
}
