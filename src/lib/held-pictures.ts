/**
 * A page's lazy pictures (every one but its main image, brands' logos too) wait for the main image: a
 * picture is held by its sources, which apply only where scripts do not run. Without scripts, the
 * browser loads the pictures lazily by itself; with them, the page's starter
 * (src/node/script-starter.ts) lets each picture's sources apply as it comes within NEAR_SCREEN_PX of
 * the screen, once the main image is painted; and Picture (src/components/ui/picture.tsx) lets them
 * all apply once the page has hydrated.
 */
export const HELD_MEDIA = "(scripting: none)"

/** The smallest image there is, transparent: a held picture's <img> shows its placeholder colour through it. */
export const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"

/**
 * How near the screen a held picture loads: the distance Chromium keeps on a fast connection. When
 * it does not know the connection yet, as on a first visit, it keeps 2500 px, which on a phone reached
 * a gallery's first rows below a brand's product lines: 36 KB of photos fetched with the page, sharing
 * the connection with its first screen (Lighthouse's LCP on APC 1.11 s against 0.92 s without the
 * gallery), for a visitor who may never scroll there.
 */
export const NEAR_SCREEN_PX = 1250
