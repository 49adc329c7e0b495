import { GALLERY_ATTRIBUTE } from "./hold-photo-clicks"

/**
 * A held tile's sources apply only where scripts do not run: without them, the browser loads the
 * tiles lazily by itself; with them, the script below lets each tile's sources apply as the tile
 * comes near the screen, and the gallery lets them all apply once the page's scripts have hydrated it.
 */
export const HELD_MEDIA = "(scripting: none)"

/**
 * How near the screen a tile loads before the page's scripts have started: the distance Chromium
 * keeps on a fast connection. When it does not know the connection yet, as on a first visit, it
 * keeps 2500 px, which on a phone reached a gallery's first rows below a brand's product lines: 36 KB
 * of photos fetched with the page, sharing the connection with its first screen (Lighthouse's LCP on
 * APC 1.11 s against 0.92 s without the gallery), for a visitor who may never scroll there.
 */
const NEAR_SCREEN_PX = 1250

/**
 * The inline script written with a gallery (ES5: nothing compiles it). A page's scripts start on the
 * visitor's first interaction; until then, this lets each tile's sources apply as it comes within
 * NEAR_SCREEN_PX of the screen, a tall screen's gallery at once.
 */
export const LOAD_TILES_NEAR_SCREEN =
  `(function(){var t=[].slice.call(document.querySelectorAll("[${GALLERY_ATTRIBUTE}] picture img"));` +
  `function load(img){[].forEach.call(img.parentNode.querySelectorAll(${JSON.stringify(`source[media="${HELD_MEDIA}"]`)}),function(s){s.removeAttribute("media")})}` +
  `if(!window.IntersectionObserver)return t.forEach(load);` +
  `var o=new IntersectionObserver(function(e){e.forEach(function(x){if(x.isIntersecting){o.unobserve(x.target);load(x.target)}})},{rootMargin:"${NEAR_SCREEN_PX}px 0px"});` +
  `t.forEach(function(img){o.observe(img)})})()`
