/**
 * The network as WebKitGTK's MiniBrowser sees it in these tests. WebDriver offers no way to watch
 * or answer a page's requests, so MiniBrowser is started with this HTTP proxy (its --proxy), which
 * - passes the site's requests on to the test server, holding back those a test asks it to;
 * - answers https://api.emailjs.com itself: it accepts the CONNECT to it and speaks TLS with a
 *   certificate made for that name, which the session trusts for that host alone, so the real
 *   EmailJS SDK sends its real request and the test answers it;
 * - refuses every other address (the site talks to nothing else);
 * - adds OBSERVER_PATH to the site's documents, first thing in <head>, to report console errors
 *   and uncaught exceptions, which WebDriver cannot read (a same-origin script, which the site's
 *   Content-Security-Policy allows as it is). Its reports come back here.
 */
import http from "node:http"
import https from "node:https"
import type net from "node:net"
import { EMAILJS_HEADERS, type AnswerHandler, type SentRequest } from "./engine"

export const EMAILJS_HOST = "api.emailjs.com"
export const OBSERVER_PATH = "/__engine-tests/observer.js"
/** An empty page of the site's origin, where a tab clears the site's storage when it closes. */
export const BLANK_PATH = "/__engine-tests/blank"
const REPORT_PATH = "/__engine-tests/report"

/**
 * Connections to the test server, kept open between requests for at most 4 s. wrangler closes one left idle for
 * 5 s without saying so (no Keep-Alive header for Node's agent to read), and a request sent on it as it closes
 * gets "socket hang up": several at once when the pool held several such connections, so that sending a request
 * again on the next one failed too (a WebKit test failed on app.js so, 2026-11-27). Of 90 requests sent
 * 4.95–5.01 s after the last, 7 hung up on kept connections; with connections let go at 4 s, none (180).
 */
const site = new http.Agent({ keepAlive: true, timeout: 4000 })

/**
 * Run first in every document (ES5, as it runs before anything else), told which tab loaded the
 * document by its address: keeps console errors,
 * uncaught exceptions and rejections, resources that failed to load and Content-Security-Policy
 * violations in window.__engineErrors, and reports each to the proxy, so those of a document the
 * tab has since left are not lost.
 */
const OBSERVER = `(function () {
  var id = String(Math.random()).slice(2), errors = [];
  var tab = /[?&]tab=(\\d+)/.exec(document.currentScript.src)[1];
  window.__engineErrors = { document: id, errors: errors };
  function report(text) {
    errors.push(text);
    try { navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, JSON.stringify({ tab: tab, document: id, text: text })); } catch (e) {}
  }
  function describe(value) { return value && value.message ? value.message : String(value); }
  var consoleError = console.error;
  console.error = function () {
    report([].map.call(arguments, describe).join(" "));
    return consoleError.apply(console, arguments);
  };
  addEventListener("error", function (event) {
    var target = event.target;
    if (target && target.tagName) report("Failed to load " + (target.currentSrc || target.src || target.href || target.tagName));
    else report("Uncaught: " + describe(event.error || event.message));
  }, true);
  addEventListener("unhandledrejection", function (event) { report("Uncaught (in promise): " + describe(event.reason)); });
  document.addEventListener("securitypolicyviolation", function (event) {
    report("CSP violation: " + event.effectiveDirective + " blocked " + (event.blockedURI || "inline code"));
  });
})();
`

interface Hold {
  pattern: RegExp
  released: Promise<void>
  release: () => void
}

export class WebKitProxy {
  private answerers: { url: string; handler: AnswerHandler; requests: SentRequest[] }[] = []
  private holds: Hold[] = []
  /** Counts the tabs, so reports from an earlier tab's documents are told apart. */
  private tab = 0
  private reports: { document: string; text: string }[] = []
  private readonly sockets = new Set<net.Socket>()

  private readonly proxy: http.Server
  private readonly emailJs: https.Server

  private constructor(certificate: { key: Buffer; cert: Buffer }) {
    this.emailJs = https.createServer(certificate, (request, response) => void this.answerEmailJs(request, response))
    this.proxy = http.createServer((request, response) => void this.forward(request, response))
    this.proxy.on("connect", (request: http.IncomingMessage, socket: net.Socket, head: Buffer) =>
      this.tunnel(request, socket, head),
    )
    for (const server of [this.proxy, this.emailJs])
      server.on("connection", (socket: net.Socket) => {
        this.sockets.add(socket)
        socket.on("close", () => this.sockets.delete(socket))
      })
  }

  /** Starts the proxy on a free port of 127.0.0.1, answering EmailJS with this certificate for its name. */
  static async start(certificate: { key: Buffer; cert: Buffer }): Promise<WebKitProxy> {
    const proxy = new WebKitProxy(certificate)
    // The TLS server is handed its connections by the proxy (tunnel), but listens too, so it can close.
    for (const server of [proxy.proxy, proxy.emailJs])
      await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
    return proxy
  }

  get port(): number {
    return (this.proxy.address() as net.AddressInfo).port
  }

  answer(url: string, handler: AnswerHandler): SentRequest[] {
    if (new URL(url).host !== EMAILJS_HOST) throw new Error(`The WebKit proxy answers ${EMAILJS_HOST} only, not ${url}`)
    const requests: SentRequest[] = []
    this.answerers.push({ url, handler, requests })
    return requests
  }

  hold(pattern: RegExp): () => void {
    let release = () => undefined as void
    const released = new Promise<void>(resolve => (release = resolve))
    this.holds.push({ pattern, released, release })
    return release
  }

  /** What the observer reported from documents other than `current` (whose own list the tab reads). */
  reportsOutside(current: string | undefined): string[] {
    return this.reports.filter(report => report.document !== current).map(report => report.text)
  }

  /** Forgets a tab's answers, holds and reports, letting held requests go. */
  reset() {
    this.tab += 1
    for (const hold of this.holds) hold.release()
    this.answerers = []
    this.holds = []
    this.reports = []
  }

  async close() {
    this.reset()
    for (const socket of this.sockets) socket.destroy()
    await Promise.all([this.proxy, this.emailJs].map(server => new Promise(resolve => server.close(resolve))))
  }

  /** A plain-HTTP request through the proxy: one of the site's, or the observer's. */
  private async forward(request: http.IncomingMessage, response: http.ServerResponse) {
    const reports = this.reports
    let target: URL
    try {
      target = new URL(request.url ?? "")
    } catch {
      return response.writeHead(400).end()
    }
    if (target.hostname !== "localhost" && target.hostname !== "127.0.0.1") {
      reports.push({ document: "", text: `Requested ${target.href}, outside the site` })
      return response.writeHead(403).end()
    }
    if (target.pathname === BLANK_PATH)
      return response
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end("<!doctype html><title>Blank</title>")
    if (target.pathname === OBSERVER_PATH)
      return response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" }).end(OBSERVER)
    if (target.pathname === REPORT_PATH) {
      const body = await readBody(request)
      try {
        const report = JSON.parse(body)
        // A late report from a document of an earlier tab is not this tab's.
        if (report.tab === String(this.tab)) reports.push(report)
      } catch {
        reports.push({ document: "", text: `Unreadable report: ${body}` })
      }
      return response.writeHead(204).end()
    }
    await Promise.all(this.holds.filter(hold => hold.pattern.test(target.href)).map(hold => hold.released))

    const headers = { ...request.headers }
    // Uncompressed, so a document can be read and added to.
    delete headers["accept-encoding"]
    delete headers["proxy-connection"]
    const send = (retried: boolean) => {
      const upstream = http.request(
        {
          agent: site,
          host: "127.0.0.1",
          port: target.port || 80,
          method: request.method,
          path: target.pathname + target.search,
          headers,
        },
        answer => void this.answerWith(answer, request, response),
      )
      upstream.on("error", error => {
        // A kept-open connection the test server closed as this request was sent: Node's documented
        // race, not the server's answer, so a request without a body is sent once more.
        if (upstream.reusedSocket && !retried && (request.method === "GET" || request.method === "HEAD"))
          return send(true)
        reports.push({ document: "", text: `The test server did not answer ${target.href}: ${error.message}` })
        response.destroy()
      })
      if (retried) upstream.end()
      else request.pipe(upstream)
    }
    send(false)
  }

  /** Hands the test server's answer on; a document first gets the observer, first thing in <head>. */
  private async answerWith(answer: http.IncomingMessage, request: http.IncomingMessage, response: http.ServerResponse) {
    const isDocument =
      request.method === "GET" &&
      /^text\/html/.test(String(answer.headers["content-type"])) &&
      answer.statusCode !== 304
    if (!isDocument) {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      return answer.pipe(response)
    }
    const html = (await readBody(answer)).replace(
      /<head[^>]*>/i,
      opening => `${opening}<script src="${OBSERVER_PATH}?tab=${this.tab}"></script>`,
    )
    const { "content-length": _length, "transfer-encoding": _encoding, ...kept } = answer.headers
    response.writeHead(answer.statusCode ?? 502, { ...kept, "content-length": Buffer.byteLength(html) })
    response.end(html)
  }

  /** A CONNECT: to EmailJS's API, handed to the TLS server that answers it; anywhere else, refused. */
  private tunnel(request: http.IncomingMessage, socket: net.Socket, head: Buffer) {
    socket.on("error", () => undefined)
    if (request.url !== `${EMAILJS_HOST}:443`) {
      this.reports.push({ document: "", text: `Requested https://${request.url}, outside the site` })
      return socket.end("HTTP/1.1 403 Forbidden\r\n\r\n")
    }
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n")
    if (head.length) socket.unshift(head)
    this.emailJs.emit("connection", socket)
  }

  private async answerEmailJs(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = `https://${EMAILJS_HOST}${request.url}`
    const body = await readBody(request)
    if (request.method === "OPTIONS")
      return response
        .writeHead(204, {
          ...EMAILJS_HEADERS,
          "access-control-allow-headers": "*",
          "access-control-allow-methods": "*",
        })
        .end()
    const answerer = this.answerers.find(candidate => url.startsWith(candidate.url))
    if (!answerer) {
      this.reports.push({ document: "", text: `${request.method} ${url}, which the test does not answer` })
      return request.socket.destroy()
    }
    const sent = { method: request.method ?? "", url, body }
    answerer.requests.push(sent)
    const answer = await answerer.handler(sent)
    if (answer === "never") return
    if (answer === "abort") return request.socket.destroy()
    response.writeHead(answer.status, EMAILJS_HEADERS).end(answer.body)
  }
}

function readBody(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on("data", (chunk: Buffer) => chunks.push(chunk))
    stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    stream.on("error", reject)
  })
}
