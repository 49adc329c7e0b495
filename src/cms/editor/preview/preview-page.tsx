import type React from "react"
import type { PageProps } from "gatsby"
import { Layout } from "../../../components/layout/layout"
import { LANGUAGES, languageOfPath } from "../../../lib/languages"
import { SiteContentContext } from "../site-shims/gatsby"

export interface PreviewPageProps {
  /** The site-wide query's data: as published, or with the site file being edited. */
  site: Queries.SiteContentQuery
  pathname: string
  children: React.ReactNode
}

/**
 * A page as a visitor sees it: the site's header, the page in its <main>, the footer, in the language of
 * its address (which the built page says in its <html lang>, and the site's styles follow).
 */
export function PreviewPage({ site, pathname, children }: PreviewPageProps) {
  return (
    <SiteContentContext.Provider value={site}>
      <div lang={LANGUAGES[languageOfPath(pathname)].htmlLang}>
        <Layout pathname={pathname} notFound={false}>
          {children}
        </Layout>
      </div>
    </SiteContentContext.Provider>
  )
}

/** What a page component of src/pages/ or src/templates/ takes: its query's data, and its address (the not-found page's language). */
export const pageProps = <Data,>(data: Data, pathname = "/") => ({ data, location: { pathname } }) as PageProps<Data>
