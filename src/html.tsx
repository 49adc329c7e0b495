import type { ReactNode } from "react"

interface HtmlProps {
  htmlAttributes: object
  headComponents: ReactNode
  bodyAttributes: object
  preBodyComponents: ReactNode
  body: string
  postBodyComponents: ReactNode
}

/**
 * Gatsby's page shell (its cache-dir/default-html.js) without what no browser the site supports reads:
 * Internet Explorer's `x-ua-compatible` and Safari 9's `shrink-to-fit=no`, 40 bytes of every page's
 * compressed document.
 */
export default function Html({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps) {
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- its lang is in htmlAttributes (gatsby-ssr.tsx's onRenderBody)
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  )
}
