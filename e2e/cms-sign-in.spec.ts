import { spawn } from "node:child_process"
import path from "node:path"
import type { APIRequestContext, APIResponse, Page } from "@playwright/test"
import { githubTestApp } from "../playwright.config"
import { emailJsTestKeys } from "../scripts/emailjs-test-keys"
import { plain, test, expect, expectNoAxeViolations, PHONE } from "./fixtures"
import { startGitHubOAuthServer, TEST_TOKEN } from "./github-oauth-server"

/**
 * Signing in to the editor with GitHub (functions/api/auth.ts and callback.ts), under
 * wrangler pages dev with a made-up OAuth App whose GitHub is a server of this file's.
 */

// One GitHub on one port: this file's tests run one after another, in one worker.
plain.describe.configure({ mode: "default" })

let github: Awaited<ReturnType<typeof startGitHubOAuthServer>>
plain.beforeAll(async () => {
  github = await startGitHubOAuthServer(githubTestApp.GITHUB_OAUTH_ORIGIN)
})
plain.afterAll(() => github.close())
plain.beforeEach(() => {
  github.authorizations.length = github.codes.length = github.exchanges.length = 0
  github.tokenAnswer = { access_token: TEST_TOKEN, token_type: "bearer", scope: "repo" }
})

const COOKIE_ATTRIBUTES = "HttpOnly; Secure; SameSite=Lax; Path=/api"
const NOT_STARTED_HERE = "This sign-in was not started from this site's editor in this browser"

/** What Decap CMS opens, with base_url the site's origin and auth_endpoint api/auth. */
const START = "/api/auth?provider=github&site_id=localhost&scope=repo"

async function startSignIn(request: APIRequestContext, address = START) {
  const response = await request.get(address, { maxRedirects: 0 })
  const location = response.headers().location ?? ""
  const state = location ? new URL(location).searchParams.get("state")! : ""
  return { response, location, state, cookie: `oauth_state=${state}` }
}

const callback = (request: APIRequestContext, query: string, cookie?: string) =>
  request.get(`/api/callback?${query}`, { headers: cookie ? { Cookie: cookie } : {} })

/** The page's heading and text, as a person reads them. */
async function pageText(response: APIResponse) {
  const html = await response.text()
  const heading = /<h1>([^<]*)<\/h1>/.exec(html)?.[1]
  const text = /<p>([^<]*)<\/p>/.exec(html)?.[1]
  return { heading, text }
}

plain.describe("starting sign-in", () => {
  plain(
    "sends the editor to GitHub with the app's client id, the scope, the callback and a fresh state in a cookie",
    async ({ request, baseURL }) => {
      const first = await startSignIn(request)
      const second = await startSignIn(request)
      expect(first.response.status()).toBe(302)
      const location = new URL(first.location)
      expect(`${location.origin}${location.pathname}`).toBe(
        `${githubTestApp.GITHUB_OAUTH_ORIGIN}/login/oauth/authorize`,
      )
      expect(Object.fromEntries(location.searchParams)).toEqual({
        client_id: githubTestApp.GITHUB_CLIENT_ID,
        scope: "repo",
        redirect_uri: `${baseURL}/api/callback`,
        // 32 random bytes.
        state: expect.stringMatching(/^[\w-]{43}$/),
      })
      expect(second.state).toMatch(/^[\w-]{43}$/)
      expect(second.state).not.toBe(first.state)
      for (const { response, state } of [first, second])
        expect(response.headers()["set-cookie"]).toBe(`oauth_state=${state}; ${COOKIE_ATTRIBUTES}; Max-Age=600`)
      expect(first.response.headers()["cache-control"]).toBe("no-store")
    },
  )

  plain(
    "asks for repo unless the editor asks for public_repo, and refuses any other scope or provider",
    async ({ request }) => {
      const scopeAskedFor = async (address: string) =>
        new URL((await startSignIn(request, address)).location).searchParams.get("scope")
      expect(await scopeAskedFor("/api/auth?provider=github&site_id=localhost")).toBe("repo")
      expect(await scopeAskedFor("/api/auth?provider=github&site_id=localhost&scope=public_repo")).toBe("public_repo")

      for (const address of [
        "/api/auth?provider=github&scope=delete_repo",
        "/api/auth?provider=github&scope=repo%20admin:org",
        "/api/auth?provider=gitlab&scope=repo",
      ]) {
        const { response } = await startSignIn(request, address)
        expect(response.status(), address).toBe(400)
        expect(response.headers().location, address).toBeUndefined()
        expect(response.headers()["set-cookie"], address).toBeUndefined()
        expect((await pageText(response)).heading, address).toBe("Sign-in could not start")
      }
      expect(github.authorizations).toEqual([])
    },
  )
})

plain.describe("the callback", () => {
  plain("refuses a missing state, a wrong state or a missing cookie, and never asks GitHub", async ({ request }) => {
    const state = "a".repeat(43)
    for (const [query, cookie] of [
      ["code=c", `oauth_state=${state}`],
      [`code=c&state=${"b".repeat(43)}`, `oauth_state=${state}`],
      [`code=c&state=${state}x`, `oauth_state=${state}`],
      [`code=c&state=${state}`, undefined],
      [`code=c&state=${state}`, "oauth_state="],
    ] as [string, string | undefined][]) {
      const response = await callback(request, query, cookie)
      expect(response.status(), `${query} ${cookie}`).toBe(403)
      const { heading, text } = await pageText(response)
      expect(heading).toBe("You are not signed in")
      expect(text).toContain(NOT_STARTED_HERE)
      expect(response.headers()["set-cookie"]).toBe(`oauth_state=; ${COOKIE_ATTRIBUTES}; Max-Age=0`)
    }
    expect(github.exchanges).toEqual([])
  })

  plain(
    "exchanges the code with the app's id and secret, clears the state, and answers with a strict policy of its own",
    async ({ request, baseURL }) => {
      const { state, cookie } = await startSignIn(request)
      const response = await callback(request, `code=the-code&state=${state}`, cookie)
      expect(response.status()).toBe(200)
      expect(github.exchanges).toEqual([
        {
          accept: "application/json",
          body: {
            client_id: githubTestApp.GITHUB_CLIENT_ID,
            client_secret: githubTestApp.GITHUB_CLIENT_SECRET,
            code: "the-code",
            redirect_uri: `${baseURL}/api/callback`,
          },
        },
      ])
      expect(await pageText(response)).toEqual({
        heading: "Signed in",
        text: "You are signed in to the editor. This window closes by itself.",
      })
      const html = await response.text()
      expect(html).not.toContain(githubTestApp.GITHUB_CLIENT_SECRET)

      const headers = response.headers()
      expect(headers["set-cookie"]).toBe(`oauth_state=; ${COOKIE_ATTRIBUTES}; Max-Age=0`)
      expect(headers).toMatchObject({
        "x-robots-tag": "noindex",
        "cache-control": "no-store",
        "referrer-policy": "no-referrer",
        "x-content-type-options": "nosniff",
      })
      expect(headers["content-security-policy"]).toMatch(
        /^default-src 'none'; script-src 'sha256-[\w+/]+='; style-src 'sha256-[\w+/]+='; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
      )
      expect(headers["cross-origin-opener-policy"]).toBeUndefined()
    },
  )

  plain(
    "GitHub's refusal, GitHub out of reach, no code or the person declining each give a plain page",
    async ({ request }) => {
      const answer = async (query: (state: string) => string) => {
        const { state, cookie } = await startSignIn(request)
        const response = await callback(request, query(state), cookie)
        const body = await response.text()
        expect(body).not.toContain(githubTestApp.GITHUB_CLIENT_SECRET)
        expect(body).not.toContain(TEST_TOKEN)
        expect(response.headers()["set-cookie"]).toBe(`oauth_state=; ${COOKIE_ATTRIBUTES}; Max-Age=0`)
        return { status: response.status(), ...(await pageText(response)) }
      }
      const refused = (status: number, text: string) => ({ status, heading: "You are not signed in", text })

      github.tokenAnswer = {
        error: "bad_verification_code",
        error_description: "The code passed is incorrect or expired.",
        error_uri: "https://docs.github.com/apps/troubleshooting",
      }
      expect(await answer(state => `code=old-code&state=${state}`)).toEqual(
        refused(
          502,
          "GitHub did not accept this sign-in (bad_verification_code). Close this window and sign in again from the editor.",
        ),
      )
      github.tokenAnswer = "unreachable"
      expect(await answer(state => `code=a-code&state=${state}`)).toEqual(
        refused(502, "GitHub could not be reached. Close this window and sign in again from the editor."),
      )
      expect(await answer(state => `state=${state}`)).toEqual(
        refused(400, "GitHub sent no sign-in code. Close this window and sign in again from the editor."),
      )
      expect(await answer(state => `error=access_denied&error_description=The+user+has+denied&state=${state}`)).toEqual(
        refused(
          403,
          "GitHub did not let the editor in (access_denied). Close this window and sign in again from the editor.",
        ),
      )
      expect(github.exchanges.map(exchange => exchange.body.code)).toEqual(["old-code", "a-code"])
    },
  )
})

test.describe("the page a person sees when sign-in is refused", () => {
  test.use({ allowConsoleErrors: /status of 403 \(Forbidden\)/ })

  test("is plain, accessible, breaks no policy and tells them what to do", async ({ page }) => {
    await page.setViewportSize(PHONE)
    const response = await page.goto(`/api/callback?code=c&state=${"a".repeat(43)}`)
    expect(response!.status()).toBe(403)
    await expect(page).toHaveTitle("You are not signed in")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are not signed in")
    await expect(page.getByText(NOT_STARTED_HERE)).toContainText("Close this window and sign in again from the editor.")
    await expectNoAxeViolations(page)
  })
})

/**
 * A stand-in for /admin/ at `address`: what Decap CMS's GitHub login does (decap-cms-lib-auth,
 * netlify-auth.js) with base_url the site's origin: open the sign-in window, answer its
 * "authorizing:github" when it comes from base_url, then take the outcome from base_url.
 * It sends Cross-Origin-Opener-Policy: same-origin-allow-popups, as /admin/ must for the
 * window to keep its opener (the visitor pages' same-origin would cut it). Served on
 * another origin, it also tells the window it is the editor, without being asked.
 * The person then clicks Login with GitHub, and Authorize on GitHub's page.
 */
async function signInFromEditorStandIn(page: Page, address: string, siteOrigin: string) {
  const html = `<!doctype html>
<html lang="en"><title>Editor</title><main><button>Login with GitHub</button></main>
<script>
  const base_url = ${JSON.stringify(siteOrigin)}
  window.received = []
  addEventListener("message", event => received.push({ origin: event.origin, data: event.data }))
  document.querySelector("button").addEventListener("click", () => {
    const authWindow = open(base_url + ${JSON.stringify(START)}, "Netlify Authorization", "width=960,height=600")
    addEventListener("message", function handshake(event) {
      if (event.data !== "authorizing:github" || event.origin !== base_url) return
      removeEventListener("message", handshake)
      addEventListener("message", function authorize(event) {
        if (event.origin !== base_url) return
        const outcome = /^authorization:github:(success|error):(.+)$/.exec(event.data)
        if (!outcome) return
        removeEventListener("message", authorize)
        authWindow.close()
        window.signIn = { outcome: outcome[1], data: JSON.parse(outcome[2]) }
      })
      authWindow.postMessage(event.data, event.origin)
    })
    if (location.origin !== base_url) setInterval(() => authWindow.postMessage("authorizing:github", "*"), 50)
  })
</script>`
  await page.route(address, route =>
    route.fulfill({
      contentType: "text/html",
      headers: { "Cross-Origin-Opener-Policy": "same-origin-allow-popups" },
      body: html,
    }),
  )
  await page.goto(address)
  const popupErrors: string[] = []
  const [popup] = await Promise.all([
    page.waitForEvent("popup").then(popup => {
      popup.on("console", message => message.type() === "error" && popupErrors.push(message.text()))
      return popup
    }),
    page.getByRole("button", { name: "Login with GitHub" }).click(),
  ])
  await popup.getByRole("button", { name: "Authorize" }).click()
  return { popup, popupErrors }
}

/** Every message the stand-in received, and the outcome it took from the sign-in window. */
const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: { origin: string; data: string }[] }).received)
const signInOutcome = (page: Page) => page.evaluate(() => (window as unknown as { signIn?: unknown }).signIn)

test.describe("handing the token to the editor", () => {
  test("the editor on the site's own origin receives the token in Decap CMS's messages, through GitHub and back", async ({
    page,
    baseURL,
  }) => {
    const { popup, popupErrors } = await signInFromEditorStandIn(page, `${baseURL}/editor-stand-in`, baseURL!)
    await expect
      .poll(() => signInOutcome(page))
      .toEqual({ outcome: "success", data: { token: TEST_TOKEN, provider: "github" } })
    // The stand-in closed the window before taking the outcome; closing completes a moment later.
    await expect.poll(() => popup.isClosed()).toBe(true)
    expect(popupErrors).toEqual([])

    // The window went to GitHub's consent page with a state, and came back with its code.
    expect(github.authorizations).toHaveLength(1)
    expect(github.exchanges.map(exchange => exchange.body.code)).toEqual(github.codes)
    expect(await received(page)).toEqual([
      { origin: baseURL, data: "authorizing:github" },
      { origin: baseURL, data: `authorization:github:success:{"token":"${TEST_TOKEN}","provider":"github"}` },
    ])
  })

  test("the editor is told why when GitHub refuses, in the words the window shows", async ({ page, baseURL }) => {
    github.tokenAnswer = { error: "incorrect_client_credentials" }
    const { popupErrors } = await signInFromEditorStandIn(page, `${baseURL}/editor-stand-in`, baseURL!)
    const message =
      "GitHub did not accept this sign-in (incorrect_client_credentials). Close this window and sign in again from the editor."
    await expect.poll(() => signInOutcome(page)).toEqual({ outcome: "error", data: { message } })
    // The window's page came with status 502, which Chromium reports; nothing else went wrong.
    expect(popupErrors).toEqual(["Failed to load resource: the server responded with a status of 502 (Bad Gateway)"])
  })

  test("a page of another origin that opens sign-in receives nothing, though GitHub signed the person in", async ({
    page,
    baseURL,
  }) => {
    const otherOrigin = baseURL!.replace("localhost", "127.0.0.1")
    const { popup, popupErrors } = await signInFromEditorStandIn(page, `${otherOrigin}/editor-stand-in`, baseURL!)
    await expect(popup.getByRole("heading", { name: "Signed in" })).toBeVisible()
    expect(github.exchanges).toHaveLength(1)
    // The handshake takes milliseconds (above); give a leak a whole second to show.
    await popup.waitForTimeout(1000)
    expect(await received(page)).toEqual([])
    expect(popupErrors).toEqual([])
    await popup.close()
  })
})

plain("without the GitHub app's settings, both steps say sign-in is not set up", async ({ request }, testInfo) => {
  testInfo.setTimeout(120_000)
  // A second server of the same build, started as npm start does, without the settings.
  const port = Number(new URL(githubTestApp.GITHUB_OAUTH_ORIGIN).port) + 1
  const root = path.resolve(__dirname, "..")
  const server = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/serve.ts", "--port", String(port)], {
    cwd: root,
    env: { ...process.env, ...emailJsTestKeys },
    detached: true,
    stdio: "ignore",
  })
  try {
    const origin = `http://localhost:${port}`
    await expect
      .poll(
        () =>
          request.get(`${origin}/`).then(
            response => response.status(),
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200)
    const notSetUp =
      "Signing in with GitHub is not set up for this site yet: the person who looks after the website needs to add its GitHub settings (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET)."
    const start = await request.get(`${origin}${START}`, { maxRedirects: 0 })
    expect({ status: start.status(), ...(await pageText(start)) }).toEqual({
      status: 500,
      heading: "Sign-in could not start",
      text: notSetUp,
    })
    const back = await request.get(`${origin}/api/callback?code=c&state=${"a".repeat(43)}`, {
      headers: { Cookie: `oauth_state=${"a".repeat(43)}` },
    })
    expect({ status: back.status(), ...(await pageText(back)) }).toEqual({
      status: 500,
      heading: "You are not signed in",
      text: notSetUp,
    })
    expect(github.exchanges).toEqual([])
  } finally {
    process.kill(-server.pid!, "SIGTERM")
  }
})
