import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import type { AcceptedPlugin } from "postcss"
import { builtTokens } from "./built-tokens"
import { classNames } from "./class-names"
import { stylesheetNames } from "./stylesheets"

interface Rule {
  use?: unknown
  oneOf?: Rule[]
  rules?: Rule[]
}
type PostcssOptions = (context: unknown) => { plugins: AcceptedPlugin[] }
type GetLocalIdent = (context: { resourcePath: string }, localIdentName: string, localName: string) => string
interface Loader {
  loader?: string
  options?: { modules?: false | { getLocalIdent?: GetLocalIdent }; postcssOptions?: PostcssOptions }
}

/** Every loader of the set-up that `is`, however deeply Gatsby nested its rule. */
function loadersWhere(rules: Rule[], is: (loader: Loader) => boolean): Loader[] {
  return rules.flatMap(rule => [
    ...(Array.isArray(rule.use) ? (rule.use as Loader[]) : []).filter(is),
    ...loadersWhere([...(rule.oneOf ?? []), ...(rule.rules ?? [])], is),
  ])
}

const isCssModuleLoader = (use: Loader) =>
  /[\\/]css-loader[\\/]/.test(use.loader ?? "") && typeof use.options?.modules === "object"
const isPostcssLoader = (use: Loader) =>
  /[\\/]postcss-loader[\\/]/.test(use.loader ?? "") && typeof use.options?.postcssOptions === "function"

/**
 * Changes to Gatsby's webpack set-up: the design tokens are written in, pages follow their stylesheets,
 * each page has only its own styles, class names are short, and scripts carry a compile hint.
 */
export function adjustWebpackConfig(
  { stage, actions, plugins, getConfig }: CreateWebpackConfigArgs,
  { publicDir, srcDir, tokensFile }: { publicDir: string; srcDir: string; tokensFile: string },
) {
  const config = getConfig()
  // Every stage, the development server's too: no stylesheet of the site imports the tokens.
  for (const loader of loadersWhere(config.module.rules, isPostcssLoader)) {
    const gatsbys = loader.options!.postcssOptions!
    loader.options!.postcssOptions = context => {
      const options = gatsbys(context)
      return { ...options, plugins: [...options.plugins, ...builtTokens(tokensFile)] }
    }
  }
  if (stage === "build-html" || stage === "build-javascript") {
    // Short class names (class-names.ts) in place of Gatsby's "photo-gallery-module--caption--16004". The
    // HTML renderer and the browser build name each class alike, or the page's markup and styles would
    // differ. The development server keeps Gatsby's readable names.
    const names = classNames(srcDir)
    for (const loader of loadersWhere(config.module.rules, isCssModuleLoader)) {
      if (loader.options?.modules)
        loader.options.modules.getLocalIdent = ({ resourcePath }, _, localName) => names.nameOf(resourcePath, localName)
    }
    if (config.cache) config.cache = { ...config.cache, version: names.digest }
  }
  actions.replaceWebpackConfig(config)
  if (stage === "build-html") {
    // Gatsby 5 renders a page's HTML again when its data or the renderer changes, and re-stitches its
    // scripts when the browser bundle does. The stylesheet it inlines in <head> follows neither, so a
    // change to CSS alone left every page with the old styles on an incremental build (as CI's are).
    // Salting the renderer's hash with the names of the stylesheets the browser build has just written
    // makes such a change render every page again. The browser build runs first. (setWebpackConfig
    // ignores `output`, hence the replacement.)
    const hashSalt = stylesheetNames(publicDir).join("\n")
    actions.replaceWebpackConfig({ ...config, output: { ...config.output, hashSalt } })
    return
  }
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    // Gatsby puts all CSS in one stylesheet, inlined in every page: 29 KB, of which a page used about
    // 40 %. Without that cache group, the site's rules (header, footer, global) are one stylesheet
    // and each page's sections another, and a page inlines the two it needs (gatsby-ssr.tsx puts the
    // site's first). A page reached by a link gets its stylesheet along with its script.
    optimization: { splitChunks: { cacheGroups: { styles: false } } },
    plugins: [
      // Browser plugins whose every API does nothing in a build, yet whose imports came into every page's first
      // download: Gatsby's own Partytown plugin (off-main-thread scripts, loaded so by the development server
      // only) brought its snippet; gatsby-plugin-manifest's, without a `localize` option (gatsby-config.ts),
      // require()s "gatsby", which kept all it exports, gatsby-script and Partytown's support included.
      plugins.normalModuleReplacement(
        /(internal-plugins[\\/]partytown|gatsby-plugin-manifest)[\\/]gatsby-browser\.js$/,
        path.join(srcDir, "node", "empty-browser-plugin.ts"),
      ),
      // Every script the browser runs starts with V8's explicit compile hint: Chrome (136 and later)
      // then compiles all its functions on the thread that downloads it, not one by one on the main
      // thread as each is first called during start-up and hydration. Other browsers read a comment.
      plugins.banner({
        banner: "//# allFunctionsCalledOnLoad",
        raw: true,
        test: /\.js$/,
        // After Terser (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400), which drops comments, and before
        // the source maps (PROCESS_ASSETS_STAGE_DEV_TOOLING, 500), which then count the extra line.
        stage: 401,
      }),
    ],
  })
}
