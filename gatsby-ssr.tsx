import type { GatsbySSR } from "gatsby"
import { Layout } from "./src/components/layout/layout"
import { siteStylesheetFirst } from "./src/node/site-stylesheet-first"

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname} notFound={props.pageContext.notFound === true}>
    {element}
  </Layout>
)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en-IN" })
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(siteStylesheetFirst(getHeadComponents()))
}
