import type { GatsbySSR } from "gatsby"
import { Layout } from "./src/components/layout/layout"
import { LANGUAGES, languageOfPath } from "./src/lib/languages"
import { manifestAfterPaint } from "./src/node/manifest-after-paint"
import { siteStylesheetFirst } from "./src/node/site-stylesheet-first"
import { withoutGenerator } from "./src/node/without-generator"

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname} notFound={props.pageContext.notFound === true}>
    {element}
  </Layout>
)

/** The page's language in its HTML, before any script: its address names it (/gu/… is Gujarati). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: LANGUAGES[languageOfPath(pathname)].htmlLang })
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(manifestAfterPaint(siteStylesheetFirst(withoutGenerator(getHeadComponents()))))
}
