/**
 * A page's absolute address as search engines should know it: the home page is `<site>/`,
 * every other page has no trailing slash (gatsby-config.ts: trailingSlash "never").
 */
export function pageUrl(siteUrl: string, pathname: string): string {
  const path = pathname.replace(/\/+$/, "")
  return `${siteUrl}${path || "/"}`
}
