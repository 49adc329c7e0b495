/**
 * The id of the `<noscript>` in a page's head holding what the browser need not read before the
 * page's main image is painted: the web manifest's link (src/node/manifest-after-paint.ts). Without
 * scripts the browser reads what it holds as it is; with them, the page's starter
 * (src/node/script-starter.ts) adds it to the head once the main image is painted.
 */
export const AFTER_PAINT_ID = "after-paint"
