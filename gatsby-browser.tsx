import type { GatsbyBrowser } from "gatsby"
import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { Layout } from "./src/components/layout/layout"
import { actOnHeldTaps } from "./src/lib/held-taps"
import { LANGUAGES, languageOfPath } from "./src/lib/languages"
import { prefersReducedMotion } from "./src/motion/prefers-reduced-motion"
import "./src/styles/global.css"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname} notFound={props.pageContext.notFound === true}>
    {element}
  </Layout>
)

/**
 * Gatsby starts (its router, then the page's data and code) in the task after the one that
 * evaluated React and the app: together they were one task long enough to block a tap.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => new Promise<void>(resolve => setTimeout(resolve))

/**
 * Hydrates as a transition, so React yields to the browser every few milliseconds instead of
 * holding the main thread for the whole page in one long task (a tap or a keystroke during
 * hydration is answered at once). `gatsby develop` sends no server HTML: it renders instead.
 * (Gatsby's type for this API is still React 17's `render`, hence no GatsbyBrowser annotation.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (!container.hasChildNodes()) return createRoot(container).render(element)
  startTransition(() => {
    hydrateRoot(container, element)
  })
}

/** Taps the starter held while nothing could act on them (src/lib/held-taps.ts) act now, once each. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => actOnHeldTaps()

/** A link to the other language changes the page's language, which the served HTML had set (gatsby-ssr.tsx). */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  document.documentElement.lang = LANGUAGES[languageOfPath(location.pathname)].htmlLang
}

/** The route overlay scrolls to the top with the specification's spring; with reduced motion, Gatsby does it at once. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => prefersReducedMotion()
