/**
 * Every page's share image. The page's head names it (src/components/seo.tsx) and the build
 * draws it from that page's title (src/node/share-images.ts), so the two cannot drift apart.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const

/** "/" → "/share/home.png", "/about-us" → "/share/about-us.png". */
export function shareImagePath(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, "").replace(/\//g, "-") || "home"
  return `/share/${name}.png`
}
