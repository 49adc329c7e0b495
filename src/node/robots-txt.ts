import fs from "node:fs"
import path from "node:path"

/**
 * robots.txt, written from the same site URL as the canonical links and the sitemap, so a
 * staging build (SITE_URL) never points crawlers at another host. gatsby-plugin-sitemap
 * always names its index sitemap-index.xml.
 */
export function writeRobotsTxt(publicDir: string, siteUrl: string): string {
  const text = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
  fs.writeFileSync(path.join(publicDir, "robots.txt"), text)
  return text
}
