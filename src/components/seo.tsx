import type React from "react"
import { useSite } from "../hooks/use-site"
import { useSiteUrl } from "../hooks/use-site-url"

export interface SeoProps {
  title: string
  description: string
  pathname: string
  noindex?: boolean
  children?: React.ReactNode
}

/** Everything in a page's <head>: title, description, canonical URL and sharing tags. */
export function Seo({ title, description, pathname, noindex = false, children }: SeoProps) {
  const site = useSite()
  const siteUrl = useSiteUrl()
  const fullTitle = `${title} | ${site.name}`
  const url = `${siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/$/, "")}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta name="theme-color" content="#0f3d2e" />
      <link rel="icon" type="image/svg+xml" href={site.icon.publicURL ?? ""} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {children}
    </>
  )
}
