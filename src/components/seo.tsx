import type React from "react"
import { LanguageContext } from "../hooks/use-language"
import { useSite } from "../hooks/use-site"
import { useSiteUrl } from "../hooks/use-site-url"
import { APP_ICONS } from "../lib/app-icons"
import { languageAlternates, LANGUAGE_CODES, LANGUAGES, languageOfPath, pathInLanguage } from "../lib/languages"
import { pageUrl } from "../lib/page-url"
import { SHARE_IMAGE, shareImagePath } from "../lib/share-image"
import { BreadcrumbJsonLd } from "./structured-data/breadcrumb-json-ld"
import { businessId, LocalBusinessJsonLd } from "./structured-data/local-business-json-ld"
import { WebPageJsonLd } from "./structured-data/web-page-json-ld"
import type { Crumb } from "./ui/breadcrumb"

/**
 * The pages whose structured data describes the business in full, in each language: the home page
 * and Contact, where it is what the page is about. Every other page names it by its @id, as the
 * publisher of the page and the provider of a product line, which spares each of them half a
 * kilobyte of its compressed HTML.
 */
export const BUSINESS_PAGES = ["/", "/contact"] as const

export interface SeoProps {
  /** The page's own name: the title reads "name | Company", and an inner page's breadcrumb ends with it. */
  title: string
  description: string
  pathname: string
  /** The pages between Home and this one in its breadcrumb, such as Our Products above a product line. */
  breadcrumbParents?: readonly Crumb[]
  /** Kept out of search results, without a canonical URL or structured data: the not-found page. */
  noindex?: boolean
  /** More for the head, such as a page's own structured data. */
  children?: React.ReactNode
}

/**
 * Everything in a page's <head>, in the language its address names: title, description, canonical URL,
 * the same page in every language, icons, sharing tags and structured data. gatsby-plugin-manifest adds
 * only the manifest link (gatsby-config.ts).
 */
export function Seo({ title, description, pathname, breadcrumbParents, noindex = false, children }: SeoProps) {
  const language = languageOfPath(pathname)
  const site = useSite(language)
  const siteUrl = useSiteUrl()
  const fullTitle = `${title} | ${site.name}`
  const url = pageUrl(siteUrl, pathname)
  const image = `${siteUrl}${shareImagePath(pathname)}`
  const isHome = pathname === pathInLanguage("/", language)
  const describesBusiness = BUSINESS_PAGES.some(page => pathname === pathInLanguage(page, language))
  return (
    <LanguageContext.Provider value={language}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {!noindex &&
        languageAlternates(pathname).map(({ lang, url: alternate }) => (
          <link key={lang} rel="alternate" hrefLang={lang} href={pageUrl(siteUrl, alternate)} />
        ))}
      <meta name="theme-color" content={site.themeColor} />
      {/* The favicon is written into the page. Linked, Chrome asks for it once the page has loaded, often
          just as the main image is painted, and Lighthouse's phone then counted a round trip more before
          the image (UPS Systems' LCP 770 or 920 ms, from run to run). The PNG is for Google Search, which
          reads the icon from the home page's links, and for browsers that draw no SVG favicon. */}
      <link rel="icon" href={site.icon.svgDataUrl} />
      <link rel="icon" href={APP_ICONS.favicon.path} sizes="48x48" />
      <link rel="apple-touch-icon" href={APP_ICONS.appleTouch.path} />

      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={LANGUAGES[language].ogLocale} />
      {LANGUAGE_CODES.filter(code => code !== language).map(code => (
        <meta key={code} property="og:locale:alternate" content={LANGUAGES[code].ogLocale} />
      ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!noindex && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={SHARE_IMAGE.type} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={fullTitle} />
      {/* X reads the title, description and image from og: where it finds no twitter: tag of its own. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={fullTitle} />

      {!noindex && (
        <WebPageJsonLd
          url={url}
          name={fullTitle}
          inLanguage={LANGUAGES[language].htmlLang}
          publisher={businessId(siteUrl)}
        />
      )}
      {!noindex && describesBusiness && <LocalBusinessJsonLd />}
      {!noindex && !isHome && <BreadcrumbJsonLd current={title} pathname={pathname} parents={breadcrumbParents} />}
      {children}
    </LanguageContext.Provider>
  )
}
