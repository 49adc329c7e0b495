import type React from "react"
import { LanguageContext } from "../../hooks/use-language"
import { useSite } from "../../hooks/use-site"
import { languageOfPath } from "../../lib/languages"
import { Header } from "./header"
import { Footer } from "./footer"
import { PageTransition } from "./page-transition"
import { RouteOverlay } from "./route-overlay"
import * as styles from "./layout.module.css"

export interface LayoutProps {
  pathname: string
  /** The not-found screen, at whatever path was asked for. */
  notFound: boolean
  children: React.ReactNode
}

/**
 * The shared frame of every page, in the language its address names: skip link, sticky header,
 * animated main content, footer.
 */
export function Layout({ pathname, notFound, children }: LayoutProps) {
  const language = languageOfPath(pathname)
  const { labels } = useSite(language)
  return (
    <LanguageContext.Provider value={language}>
      <a href="#main" className={styles.skipLink}>
        {labels.skipToContent}
      </a>
      <Header pathname={notFound ? "/" : pathname} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <PageTransition pathname={pathname} notFound={notFound}>
          {children}
        </PageTransition>
      </main>
      <Footer />
      <RouteOverlay pathname={pathname} />
    </LanguageContext.Provider>
  )
}
