import fs from "node:fs"
import path from "node:path"
import { builtPages } from "./built-pages"

/** Gatsby's tags for the page's scripts, at the end of <body>. */
const CHUNK_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g

/** The images a page marks as its main one (the hero or banner): eager, with fetchpriority="high". */
const MAIN_IMAGES = 'img[fetchpriority="high"]'

const STARTER_ID = "start-scripts"

/**
 * What startScriptsAfterPaint writes: the starter, which names the scripts in its first statement.
 * Builds before the scripts stopped downloading with the page also wrote preloads of them before it.
 */
const EARLIER_REWRITE = new RegExp(
  `((?:<link rel="preload" as="script" href="[^"]+" fetchpriority="low"/>)*)<script id="${STARTER_ID}">(.*?)</script>`,
  "s",
)
const STARTER_SOURCES = /^\(function\(\)\{var s=(\[[^\]]*\])/

/** The scripts an earlier rewrite starts: from its preloads, or else from its starter. */
function earlierSources([, preloads, starter]: RegExpExecArray): string[] {
  if (preloads) return [...preloads.matchAll(/href="([^"]+)"/g)].map(([, source]) => source)
  const named = STARTER_SOURCES.exec(starter)
  return named ? (JSON.parse(named[1]) as string[]) : []
}

/** How long the scripts wait for the browser to report the main image painted once it is decoded. */
const PAINT_REPORT_TIMEOUT_MS = 1000

/**
 * The inline script that starts the page's scripts, in ES5 as nothing transpiles it. Where the
 * browser reports paints (Largest Contentful Paint), they start once it reports a main image on
 * screen; elsewhere, or if no report comes (the image is not the largest thing painted), once the
 * image is decoded and a frame drawn. A page without such an image, or a broken one, does not
 * hold them back.
 */
export function starterScript(sources: string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},started=false;` +
    // One script per task: adding one starts its request, which costs the main thread several
    // milliseconds on a slow phone, and the three together made a long task.
    `function run(){if(started)return;started=true;s.forEach(function(src){setTimeout(function(){var e=document.createElement("script");e.src=src;document.body.appendChild(e)})})}` +
    `var i=[].slice.call(document.querySelectorAll(${JSON.stringify(MAIN_IMAGES)}));` +
    `var decoded=Promise.all(i.map(function(img){return img.decode().catch(function(){})}));` +
    `var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(i.length&&t.indexOf("largest-contentful-paint")>=0){` +
    `new PerformanceObserver(function(l,o){if(l.getEntries().some(function(e){return i.indexOf(e.element)>=0})){o.disconnect();run()}})` +
    `.observe({type:"largest-contentful-paint",buffered:true});` +
    `decoded.then(function(){setTimeout(run,${PAINT_REPORT_TIMEOUT_MS})})}` +
    `else decoded.then(function(){requestAnimationFrame(function(){setTimeout(run)})})})()`
  )
}

/**
 * Gatsby's `<script async>` tags download with the page and run the moment they arrive, which on
 * a phone is before the page's main image is painted: their 100 KB share the connection with the
 * image, and evaluating React and hydrating delay the picture the visitor is waiting for. This
 * starts them, download and all, once the image is on screen. The HTML works without them
 * meanwhile: links are links, and the enquiry form keeps whatever is typed into it.
 */
export function startScriptsAfterPaint(html: string, file: string): string {
  // A page rewritten by an earlier build, and kept by Gatsby since, gets the current starter.
  const earlier = EARLIER_REWRITE.exec(html)
  const sources = earlier ? earlierSources(earlier) : [...html.matchAll(CHUNK_SCRIPT)].map(([, source]) => source)
  if (sources.length === 0) throw new Error(`${file}: found none of Gatsby's <script async> tags to start after paint`)
  const rewrite = `<script id="${STARTER_ID}">${starterScript(sources)}</script>`
  if (earlier) return html.replace(EARLIER_REWRITE, () => rewrite)
  // Written where the scripts were, inside Gatsby's slice markers, so when a rebuild stitches
  // new scripts in, it replaces all of this too.
  let written = false
  return html.replace(CHUNK_SCRIPT, () => {
    if (written) return ""
    written = true
    return rewrite
  })
}

/** Rewrites every page Gatsby wrote in `publicDir` (see startScriptsAfterPaint); returns how many. */
export function writeScriptsAfterPaint(publicDir: string): number {
  const pages = builtPages(publicDir)
  for (const page of pages) {
    const file = path.join(publicDir, page)
    fs.writeFileSync(file, startScriptsAfterPaint(fs.readFileSync(file, "utf8"), page))
  }
  return pages.length
}
