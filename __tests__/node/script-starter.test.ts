/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { startScriptsOnInteraction, starterScript, writeScriptStarters } from "../../src/node/script-starter"

const SCRIPTS = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
const PAGE_PATH = `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>`
const page = (scripts = SCRIPTS, body = "") =>
  `<html><head><title>Home</title></head><body><div id="___gatsby">${body}</div>${PAGE_PATH}` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="9";</script>` +
  `<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";\n</script>` +
  scripts.map(src => `<script src="${src}" async></script>`).join("") +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

describe("a page's scripts, started once its main image is painted", () => {
  const html = startScriptsOnInteraction(page(), "index.html")

  it("no longer run as soon as they arrive", () => {
    expect(html).not.toMatch(/<script src=/)
  })

  it("do not download with the page, so the main image has the connection to itself", () => {
    expect(html).not.toMatch(/<link[^>]*(preload|prefetch)[^>]*\.js"/)
  })

  it("are started by one inline script naming them all, at the end of the head, which hears an interaction from before any of the page is on screen", () => {
    expect(html).toBe(
      `<html><head><title>Home</title><script id="start-scripts">${starterScript(SCRIPTS, "9", { pagePath: "/" })}</script></head>` +
        `<body><div id="___gatsby"></div><!-- slice-start id="_gatsby-scripts-1" --><!-- slice-end id="_gatsby-scripts-1" --></body></html>`,
    )
    expect(html.match(/id="start-scripts"/g)).toHaveLength(1)
    expect(starterScript(SCRIPTS, "9")).toContain(JSON.stringify(SCRIPTS))
  })

  it("name the page for Gatsby's loader themselves, one inline script (and one hash in the page's policy) less", () => {
    expect(html).not.toContain("gatsby-script-loader")
    expect(starterScript(SCRIPTS, "9", { pagePath: "/gu/contact" })).toContain('window.pagePath="/gu/contact";')
    expect(starterScript(SCRIPTS, "9")).not.toContain("pagePath")
  })

  it.each([
    ["a gallery's photos", '<ul data-photo-gallery=""><li><a href="/static/1.webp">1</a></li></ul>'],
    ["a button", '<button type="button" class="a">Add a load</button>'],
    ["a form's Send", '<form id="f" novalidate=""><button type="submit" class="b">Send</button></form>'],
  ])("hold taps on %s, on a page with one, in the same script", (_, control) => {
    const held = startScriptsOnInteraction(page(SCRIPTS, control), "index.html")
    expect(held.match(/<script/g)).toHaveLength(1)
    expect(held).toContain('.closest("button:not([popovertarget]),[data-photo-gallery] a")')
  })

  it("hold no taps on a page whose only button opens the header's menu, which needs no script", () => {
    const menu = startScriptsOnInteraction(
      page(SCRIPTS, '<button type="button" class="m" aria-label="Menu" popovertarget="site-menu"></button>'),
      "index.html",
    )
    expect(menu).not.toContain("closest(")
    expect(html).not.toContain("closest(")
  })

  it("are sent with their names shortened by Terser, and still name what the page has", () => {
    const starter = starterScript(SCRIPTS, "9")
    expect(starter).not.toContain("function release(")
    expect(starter).toContain('rootMargin:"1250px 0px"')
    expect(starter.length).toBeLessThan(2200)
  })

  it("leave out Gatsby's chunk map, a string its loader reads as an empty object, and give it that object", () => {
    expect(page()).toContain('id="gatsby-chunk-mapping"')
    expect(html).not.toContain("gatsby-chunk-mapping")
    expect(starterScript(SCRIPTS, "9")).toContain(";window.___chunkMapping={};")
  })

  it("name the build for Gatsby's loader themselves, one inline script (and one hash in the page's policy) less", () => {
    expect(html).not.toContain('<script>window.___webpackCompilationHash="9";</script>')
    expect(starterScript(SCRIPTS, "9")).toMatch(/^window\.___webpackCompilationHash="9";/)
    expect(html.match(/<script>/g)).toBeNull()
  })

  it("are a build error, naming the page, when Gatsby does not name the build", () => {
    expect(() =>
      startScriptsOnInteraction(page().replace(/<script>window[^<]*<\/script>/, ""), "contact/index.html"),
    ).toThrow("contact/index.html: found no window.___webpackCompilationHash for Gatsby's loader")
  })

  it("wait for the images marked as the page's main one", () => {
    expect(starterScript(SCRIPTS, "9")).toContain(`querySelectorAll('img[fetchpriority="high"]')`)
    expect(starterScript(SCRIPTS, "9")).toContain("decode()")
  })

  it("are left as they are on a page already rewritten (a rebuild that keeps Gatsby's HTML)", () => {
    expect(startScriptsOnInteraction(html, "index.html")).toBe(html)
  })

  it("get the current starter on a page rewritten by an older build, which kept the chunk map, Gatsby's build name and its page name", () => {
    const older =
      `<html><head><title>Home</title></head><body><div id="___gatsby"></div>${PAGE_PATH}` +
      `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="9";</script>` +
      `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
      `<script id="start-scripts">window.___chunkMapping={};(function(){var s=${JSON.stringify(SCRIPTS)},painted=false;old()})()</script>` +
      `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
    expect(startScriptsOnInteraction(older, "index.html")).toBe(html)
  })

  it("start the scripts a rebuild stitched into the slice of a page it kept, named as before", () => {
    const stitched = html.replace(
      "<!-- slice-end",
      `<script>window.___webpackCompilationHash="10";</script>` +
        `<script src="/app-4.js" async=""></script><!-- slice-end`,
    )
    const rewritten = startScriptsOnInteraction(stitched, "index.html")
    expect(rewritten).toBe(
      html.replace(
        /<script id="start-scripts">.*?<\/script>/,
        () => `<script id="start-scripts">${starterScript(["/app-4.js"], "10", { pagePath: "/" })}</script>`,
      ),
    )
  })

  it("lose the preloads an older build wrote, which downloaded them with the page", () => {
    const preloads = SCRIPTS.map(src => `<link rel="preload" as="script" href="${src}" fetchpriority="low"/>`).join("")
    const older =
      `<html><head><title>Home</title></head><body><div id="___gatsby"></div>${PAGE_PATH}` +
      `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="9";</script>` +
      `${preloads}<script id="start-scripts">old()</script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`
    expect(startScriptsOnInteraction(older, "index.html")).toBe(html)
  })

  it("are a build error, naming the page, when Gatsby writes none in a way this understands", () => {
    expect(() => startScriptsOnInteraction(page([]), "about-us/index.html")).toThrow(
      "about-us/index.html: found none of Gatsby's <script async> tags to start",
    )
  })
})

it("every page in public/ is rewritten, and nothing in static/, page-data/ or a folder named like a page", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  write("index.html", page())
  write("about-us/index.html", page())
  write("static/abc/embed.html", page())
  write("page-data/404.html/page-data.json", "{}")

  expect(writeScriptStarters(dir)).toBe(2)
  const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8")
  expect(read("index.html")).toContain('id="start-scripts"')
  expect(read("about-us/index.html")).toContain('id="start-scripts"')
  expect(read("static/abc/embed.html")).toBe(page())
})
