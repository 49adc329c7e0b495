import fs from "node:fs"
import path from "node:path"
import { minify_sync } from "terser"
import { AFTER_PAINT_ID } from "../lib/after-paint"
import { INTERACTIONS, SCROLLED_PX, START_SCRIPTS_ATTRIBUTE } from "../lib/first-interaction"
import { HELD_MEDIA, NEAR_SCREEN_PX } from "../lib/held-pictures"
import { hasControlsToHold, HOLD_TAPS } from "../lib/held-taps"
import { builtPages } from "./built-pages"

/** Gatsby's tags for the page's scripts, at the end of <body>. */
const CHUNK_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g

/** The images a page marks as its main one (the hero or banner): eager, with fetchpriority="high". */
const MAIN_IMAGES = 'img[fetchpriority="high"]'

const STARTER_ID = "start-scripts"

/**
 * Gatsby's map from each page component to its files, inlined in every page (2.2 KB, 0.6 KB of its
 * compressed document). Gatsby writes it as a JSON string, which its loader indexes as an object
 * (`window.___chunkMapping[name] || []`, cache-dir/loader.js), so the loader only ever finds nothing
 * there. The starter gives it that nothing, an empty object, and the map goes.
 */
const CHUNK_MAPPING = /<script\s+id="gatsby-chunk-mapping"\s*>.*?<\/script>/s

/**
 * Gatsby's inline script naming the build, which its loader compares with each page's data to tell a
 * new deploy. The starter sets it instead: each inline script a page runs is a hash in its
 * Content-Security-Policy header (54 bytes), and this one is 20 bytes of script.
 */
const COMPILATION_HASH = /<script>window\.___webpackCompilationHash="([^"]*)";<\/script>/

/**
 * Gatsby's inline script naming the page it renders, which its loader compares with the address. The
 * starter sets it too, from the head: a rebuild that stitches new scripts into Gatsby's scripts slice
 * leaves the starter, and its next rewrite starts those scripts instead.
 */
const PAGE_PATH =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="([^"]*)";\/\*\]\]>\*\/<\/script>/

/**
 * What an earlier rewrite wrote: the starter. Builds before the scripts stopped downloading with the
 * page also wrote preloads of them before it.
 */
const EARLIER_REWRITE = new RegExp(
  `((?:<link rel="preload" as="script" href="[^"]+" fetchpriority="low"/>)*)<script id="${STARTER_ID}">(.*?)</script>`,
  "s",
)

/** What an earlier rewrite named, in whichever form a build wrote it: its preloads, or else its starter. */
const earlier = {
  compilationHash: ([, , starter]: RegExpExecArray) => /window\.___webpackCompilationHash="([^"]*)"/.exec(starter)?.[1],
  pagePath: ([, , starter]: RegExpExecArray) => /window\.pagePath="([^"]*)"/.exec(starter)?.[1],
  sources: ([, preloads, starter]: RegExpExecArray): string[] => {
    if (preloads) return [...preloads.matchAll(/href="([^"]+)"/g)].map(([, source]) => source)
    const named = /\[("[^"\]]+\.js"(?:,"[^"\]]+\.js")*)\]/.exec(starter)
    return named ? (JSON.parse(`[${named[1]}]`) as string[]) : []
  },
}

/** A held picture's source (src/lib/held-pictures.ts). */
const HELD_SOURCE = `source[media="${HELD_MEDIA}"]`

/** How long the scripts wait for the browser to report the main image painted once it is decoded. */
const PAINT_REPORT_TIMEOUT_MS = 1000

/** Where the starter's code takes the scripts it starts, which differ per page: a name Terser leaves as it is. */
const SOURCES = "__SOURCES__"

/** The starter's own code (see starterScript), a function of the scripts it starts. */
const STARTER =
  `(function(s){var painted=false,interacted=false,started=false;` +
  // One script per task: adding one starts its request, which costs the main thread several
  // milliseconds on a slow phone, and the three together made a long task.
  `function run(){if(started||!painted||!(interacted||document.documentElement.hasAttribute("${START_SCRIPTS_ATTRIBUTE}")))return;started=true;s.forEach(function(src){setTimeout(function(){var e=document.createElement("script");e.src=src;document.body.appendChild(e)})})}` +
  // The held pictures (src/lib/held-pictures.ts) load as they come near the screen, once the main image is painted.
  `function release(){var h=[].slice.call(document.querySelectorAll("picture img")).filter(function(m){return m.parentNode.querySelector(${JSON.stringify(HELD_SOURCE)})});` +
  `function load(m){[].forEach.call(m.parentNode.querySelectorAll(${JSON.stringify(HELD_SOURCE)}),function(c){c.removeAttribute("media")})}` +
  `if(!window.IntersectionObserver)return h.forEach(load);` +
  // One picture per task, as with the scripts: each request costs the main thread a few milliseconds
  // on a slow phone, and the pictures near the screen, asked for together, made a long task.
  `var o=new IntersectionObserver(function(e){e.forEach(function(x){if(x.isIntersecting){o.unobserve(x.target);setTimeout(function(){load(x.target)})}})},{rootMargin:"${NEAR_SCREEN_PX}px 0px"});` +
  `h.forEach(function(m){o.observe(m)})}` +
  // With scripts running, the browser read the <noscript>'s elements as text: they are added as HTML.
  `function late(){var n=document.getElementById("${AFTER_PAINT_ID}");if(n)n.insertAdjacentHTML("afterend",n.textContent)}` +
  // Whether the page is already scrolled is asked once it is painted: asked while the HTML is still being
  // read, it made the browser lay out the page so far (50 ms on a phone), only to lay it out again.
  `function paint(){if(!painted){painted=true;release();late()}if(scrollY>=${SCROLLED_PX})interact();else run()}` +
  `var a=${JSON.stringify(INTERACTIONS)};` +
  // A pointer that moved none is one resting over the page, which the browser reports again as the page changes under it (RESTING_POINTER).
  `function interact(e){if(e&&e.type=="pointermove"&&e.movementX===0&&e.movementY===0)return;interacted=true;a.forEach(function(t){removeEventListener(t,interact,true)});run()}` +
  `a.forEach(function(t){addEventListener(t,interact,{capture:true,passive:true})});` +
  // The rest needs the page's elements, read once the browser has read them all: the starter runs in the head.
  `function read(){var i=[].slice.call(document.querySelectorAll(${JSON.stringify(MAIN_IMAGES)}));` +
  `var decoded=Promise.all(i.map(function(img){return img.decode().catch(function(){})}));` +
  `var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
  `if(i.length&&t.indexOf("largest-contentful-paint")>=0){` +
  `new PerformanceObserver(function(l,o){if(l.getEntries().some(function(e){return i.indexOf(e.element)>=0})){o.disconnect();paint()}})` +
  `.observe({type:"largest-contentful-paint",buffered:true});` +
  `decoded.then(function(){setTimeout(paint,${PAINT_REPORT_TIMEOUT_MS})})}` +
  // A page without a main image is painted once the browser reports its first contentful paint: a frame
  // begun is not yet one on screen, and a brand's page asked for its held pictures before its logo showed.
  `else if(!i.length&&t.indexOf("paint")>=0)new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();paint()}})` +
  `.observe({type:"paint",buffered:true});` +
  `else decoded.then(function(){requestAnimationFrame(function(){setTimeout(paint)})})}` +
  `document.addEventListener("DOMContentLoaded",read)})(${SOURCES})`

/** Terser's copy of an inline script, which is what a page sends: its names shortened, 0.3 KB less of the starter. */
function minified(script: string): string {
  return minify_sync(script, { ecma: 5, compress: { passes: 2 }, format: { ecma: 5 } }).code!.replace(/;$/, "")
}

const SENT_STARTER = minified(STARTER)
const SENT_HOLD_TAPS = minified(HOLD_TAPS)
if (SENT_STARTER.split(SOURCES).length !== 2) throw new Error(`The starter's minified copy lost ${SOURCES}`)

export interface StarterPage {
  /** Gatsby's name for the page (window.pagePath), where it has one. */
  pagePath?: string
  /** Whether the page has a control whose taps the starter holds until the page can act on them (src/lib/held-taps.ts). */
  holdsTaps?: boolean
}

/**
 * The page's one inline script, at the end of its head, in ES5 as nothing transpiles it. It listens
 * from before any of the page is on screen: on a slow phone, the page can be tapped and scrolled while
 * the browser is still reading the rest of its HTML (from the end of the body, where it was, the
 * bench's phone moved its mouse before it had run on the service page in 6 of 80 loads, and the scripts
 * waited for another interaction). It gives Gatsby's loader the build's
 * name (COMPILATION_HASH), the page's (PAGE_PATH) and its chunk map (CHUNK_MAPPING), holds taps on the
 * controls that need the page's scripts until they can act on them, lets the page's held pictures (src/lib/held-pictures.ts) load and adds what its head
 * keeps for after the paint (src/lib/after-paint.ts) once its main image is painted, and starts the
 * page's scripts once both of these have happened:
 * - the page's main image is painted. Where the browser reports paints (Largest Contentful
 *   Paint), once it reports a main image on screen; elsewhere, or if no report comes (the image
 *   is not the largest thing painted), once the image is decoded and a frame drawn. A page
 *   without such an image waits for its first contentful paint where the browser reports it, and
 *   elsewhere for a frame; a broken main image does not hold them back;
 * - the visitor's first interaction (INTERACTIONS), or a page already scrolled once painted (a reload
 *   further down), or one that asks for them at once (START_SCRIPTS_ATTRIBUTE).
 */
export function starterScript(
  sources: string[],
  compilationHash: string,
  { pagePath, holdsTaps = false }: StarterPage = {},
): string {
  return (
    `window.___webpackCompilationHash=${JSON.stringify(compilationHash)};` +
    (pagePath === undefined ? "" : `window.pagePath=${JSON.stringify(pagePath)};`) +
    `window.___chunkMapping={};` +
    (holdsTaps ? `${SENT_HOLD_TAPS};` : "") +
    SENT_STARTER.replace(SOURCES, () => JSON.stringify(sources))
  )
}

/**
 * Gatsby's `<script async>` tags download with the page and run the moment they arrive: on a
 * phone, their 80 KB share the connection with the page's main image, and evaluating React and
 * hydrating keep the main thread busy while the visitor is only reading. This starts them,
 * download and all, on the visitor's first interaction once the image is on screen (see
 * starterScript). The HTML works without them meanwhile and for a visitor who only reads: links
 * are links, the menu is a native popover, the enquiry form keeps whatever is typed into it and
 * its inline script restores the draft.
 */
export function startScriptsOnInteraction(html: string, file: string): string {
  // A page rewritten by an earlier build, and kept by Gatsby since, gets the current starter; if a
  // rebuild has stitched new scripts into its slice, those are the ones it starts.
  const starter = EARLIER_REWRITE.exec(html) ?? undefined
  const tags = [...html.matchAll(CHUNK_SCRIPT)].map(([, source]) => source)
  const sources = tags.length > 0 ? tags : starter ? earlier.sources(starter) : []
  if (sources.length === 0) throw new Error(`${file}: found none of Gatsby's <script async> tags to start`)
  // Gatsby's own scripts, or else the earlier starter that took their place.
  const compilationHash = COMPILATION_HASH.exec(html)?.[1] ?? (starter && earlier.compilationHash(starter))
  if (!compilationHash) throw new Error(`${file}: found no window.___webpackCompilationHash for Gatsby's loader`)
  const pagePath = PAGE_PATH.exec(html)?.[1] ?? (starter && earlier.pagePath(starter))
  const rewrite = `<script id="${STARTER_ID}">${starterScript(sources, compilationHash, { pagePath, holdsTaps: hasControlsToHold(html) })}</script>`
  // At the end of the head: it hears an interaction from before any of the page is on screen.
  return html
    .replace(PAGE_PATH, "")
    .replace(EARLIER_REWRITE, "")
    .replace(CHUNK_SCRIPT, "")
    .replace(COMPILATION_HASH, "")
    .replace(CHUNK_MAPPING, "")
    .replace("</head>", () => `${rewrite}</head>`)
}

/** Rewrites every page Gatsby wrote in `publicDir` (see startScriptsOnInteraction); returns how many. */
export function writeScriptStarters(publicDir: string): number {
  const pages = builtPages(publicDir)
  for (const page of pages) {
    const file = path.join(publicDir, page)
    fs.writeFileSync(file, startScriptsOnInteraction(fs.readFileSync(file, "utf8"), page))
  }
  return pages.length
}
