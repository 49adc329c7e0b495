/**
 * GET /api/auth: the start of signing in to the editor. Decap CMS's GitHub backend (with
 * base_url the site's origin and auth_endpoint api/auth) opens this in a window as
 * /api/auth?provider=github&site_id=…&scope=repo; it is sent on to GitHub's consent page
 * with a fresh state, which GitHub brings back to /api/callback.
 */
import {
  callbackAddress,
  githubOrigin,
  isSetUp,
  newState,
  NOT_SET_UP,
  SIGN_IN_AGAIN,
  stateCookie,
  type Env,
} from "../_lib/github-oauth"
import { signInPage } from "../_lib/sign-in-page"

/**
 * What the editor asks for: repo (or public_repo for a public repository with open
 * authoring). Anything else is refused, so a link to this address cannot ask an editor to
 * grant this site's OAuth App more (deleting repositories, say).
 */
const SCOPES = ["repo", "public_repo"]

export const onRequestGet: PagesFunction<Env> = async ({ request, env }) => {
  const url = new URL(request.url)
  const provider = url.searchParams.get("provider") ?? "github"
  const scope = url.searchParams.get("scope") ?? "repo"
  const refuse = (status: number, text: string) =>
    signInPage(request, { status, title: "Sign-in could not start", text, outcome: { error: text } })

  if (provider !== "github" || !SCOPES.includes(scope))
    return refuse(400, `This sign-in link asks for something the editor never does. ${SIGN_IN_AGAIN}`)
  if (!isSetUp(env)) return refuse(500, NOT_SET_UP)

  const state = newState()
  const authorize = new URL("/login/oauth/authorize", githubOrigin(env))
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: callbackAddress(request),
    scope,
    state,
  }).toString()
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      "Set-Cookie": stateCookie(state),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  })
}
