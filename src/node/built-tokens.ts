import postcssGlobalData from "@csstools/postcss-global-data"
import postcss, { type AcceptedPlugin, type Rule } from "postcss"
import postcssCustomProperties from "postcss-custom-properties"

/** The names of the design tokens: the custom properties of tokens.css's `:root`. */
export function builtTokenNames(tokensCss: string): Set<string> {
  const names = new Set<string>()
  postcss.parse(tokensCss).walkDecls(declaration => void (declaration.variable && names.add(declaration.prop)))
  return names
}

const VAR = /var\(\s*(--[\w-]+)/g

/**
 * The stylesheets of this build that still name a design token, each as "stylesheet: selector { declaration }".
 * postcss-custom-properties leaves the value of another custom property as it is, and a stylesheet
 * reached through `@import` or `composes` is built without the site's PostCSS plugins: there the token
 * would name nothing, and the browser would drop the declaration.
 */
export function stylesheetsNamingTokens(stylesheets: { name: string; css: string }[], tokensCss: string): string[] {
  const names = builtTokenNames(tokensCss)
  return stylesheets.flatMap(({ name, css }) => {
    const found: string[] = []
    postcss.parse(css).walkDecls(declaration => {
      const named = [...declaration.value.matchAll(VAR)].some(([, token]) => names.has(token))
      const rule = declaration.parent?.type === "rule" ? (declaration.parent as Rule).selector : ""
      if (named) found.push(`${name}: ${rule} { ${declaration.toString()} }`)
    })
    return found
  })
}

/**
 * The PostCSS plugins that fix the design tokens (src/styles/tokens.css) at the build: every
 * `var(--token)` becomes the token's value in the rule that uses it, and no page carries the tokens
 * themselves. Fifty custom properties and their var()s were 0.46 KB of each page's compressed document
 * (Brotli), which has 14.6 KB to arrive in the connection's first round trip. What changes within a page
 * (the faces and line heights of a Gujarati page) stays a custom property, in global.css.
 */
export function builtTokens(tokensFile: string): AcceptedPlugin[] {
  return [postcssGlobalData({ files: [tokensFile] }), postcssCustomProperties({ preserve: false })]
}
