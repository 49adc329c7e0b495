/**
 * The favicons, the Apple touch icon and the web manifest's icons, all drawn after the build from
 * the one icon named in content/site.json (src/node/app-icons.ts). Full-bleed icons are painted to
 * the edges: iOS shows transparent corners as black, and maskable icons are cropped to a shape.
 */
export interface AppIcon {
  path: string
  size: number
  fullBleed: boolean
}

/** Where the editor at /admin/ links the favicon from; the site's pages carry it written in (src/components/seo.tsx). */
export const FAVICON_SVG_PATH = "/favicon.svg"

/**
 * The largest icon file content/site.json may name, in bytes: every page carries it as its favicon, in
 * the HTML that has to arrive in the connection's first round trip. Today's is 0.9 KB, 0.38 KB of each
 * page as sent.
 */
export const ICON_MAX_BYTES = 1024

/** Why a file of `bytes` is refused where every page carries it, in the words of the editor and the content check. */
export const tooLargeForEveryPage = (bytes: number, maxBytes: number) =>
  `${(bytes / 1024).toFixed(1)} KB: every page carries this file, so it should be at most ${maxBytes / 1024} KB (a few simple shapes; an SVG optimiser such as SVGOMG takes out what drawing programs add)`

export const APP_ICONS = {
  favicon: { path: "/favicon-48x48.png", size: 48, fullBleed: false },
  appleTouch: { path: "/apple-touch-icon.png", size: 180, fullBleed: true },
  small: { path: "/icons/icon-192x192.png", size: 192, fullBleed: false },
  large: { path: "/icons/icon-512x512.png", size: 512, fullBleed: false },
  maskable: { path: "/icons/maskable-512x512.png", size: 512, fullBleed: true },
} as const satisfies Record<string, AppIcon>

/** The icons list of manifest.webmanifest. */
export const MANIFEST_ICONS = [
  { icon: APP_ICONS.small, purpose: "any" },
  { icon: APP_ICONS.large, purpose: "any" },
  { icon: APP_ICONS.maskable, purpose: "maskable" },
].map(({ icon, purpose }) => ({ src: icon.path, sizes: `${icon.size}x${icon.size}`, type: "image/png", purpose }))
