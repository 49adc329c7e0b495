/**
 * GitHub's two OAuth endpoints, played by the sign-in tests on this machine: the consent
 * page, whose Authorize button sends the browser back with a one-time code (a navigation
 * that starts on GitHub's site, as a person's first sign-in does), and the exchange of that
 * code for a token, which answers whatever the test says. Every request is kept for the
 * test to read.
 */
import http from "node:http"

export interface TokenExchange {
  accept: string | undefined
  body: Record<string, unknown>
}

/** GitHub's JSON answer to the exchange, or "unreachable": the connection is dropped unanswered. */
export type TokenAnswer = Record<string, unknown> | "unreachable"

export const TEST_TOKEN = "gho_test-token"

export async function startGitHubOAuthServer(origin: string) {
  const server = {
    /** The query of each consent given. */
    authorizations: [] as URLSearchParams[],
    /** The codes handed out, in order. */
    codes: [] as string[],
    exchanges: [] as TokenExchange[],
    tokenAnswer: { access_token: TEST_TOKEN, token_type: "bearer", scope: "repo" } as TokenAnswer,
    close: () => new Promise(resolve => listener.close(resolve)),
  }

  const listener = http.createServer(async (request, response) => {
    const url = new URL(request.url!, origin)
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const consent = `<!doctype html><html lang="en"><title>Authorize</title><link rel="icon" href="data:,">
<form method="post" action="${url.pathname}${url.search.replace(/&/g, "&amp;")}"><button>Authorize</button></form>`
      response.writeHead(200, { "Content-Type": "text/html" }).end(consent)
    } else if (request.method === "POST" && url.pathname === "/login/oauth/authorize") {
      server.authorizations.push(url.searchParams)
      const code = `code-${server.codes.length + 1}`
      server.codes.push(code)
      const back = new URL(url.searchParams.get("redirect_uri")!)
      back.searchParams.set("code", code)
      back.searchParams.set("state", url.searchParams.get("state") ?? "")
      response.writeHead(302, { Location: back.toString() }).end()
    } else if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = ""
      for await (const chunk of request) body += chunk
      server.exchanges.push({ accept: request.headers.accept, body: JSON.parse(body) })
      if (server.tokenAnswer === "unreachable") request.socket.destroy()
      else response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(server.tokenAnswer))
    } else response.writeHead(404).end()
  })
  const { hostname, port } = new URL(origin)
  await new Promise<void>(resolve => listener.listen(Number(port), hostname, resolve))
  return server
}
