// Settings for a local build (EmailJS keys, SITE_URL) may live in .env (see .env.example);
// loaded first, before anything reads them.
import "dotenv/config"
import type { GatsbyConfig } from "gatsby"
import siteFile from "./content/site.json"
import { MANIFEST_ICONS } from "./src/lib/app-icons"
import { languageAlternates, LANGUAGES, TRANSLATIONS } from "./src/lib/languages"
import { siteUrl } from "./src/node/site-url"

const site = siteFile.en

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: `${__dirname}/content` } },
    // Each file of content/ makes one entry per language: gatsby-node.ts (onCreateNode) reads them.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          placeholder: "dominantColor",
          quality: 70,
          // Its speed is not passed on to sharp: src/node/avif-effort.ts sets the encoder's effort.
          avifOptions: { quality: 55 },
        },
      },
    },
    // gatsby-plugin-image's helpers are used, not its plugin: pages render a plain <picture>
    // (src/components/ui/picture.tsx), so its lazy-loading script would be dead weight.
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      // Every page but the not-found ones, at siteMetadata.siteUrl: public/sitemap-index.xml. The addresses,
      // each with the same page in every language (as the pages' own alternate links name them); not
      // changefreq or priority, which Google ignores, or lastmod, which these pages have no useful one of.
      // robots.txt names it for search engines; no page links it in its head, which no engine reads.
      options: {
        createLinkInHead: false,
        excludes: TRANSLATIONS.map(code => `${LANGUAGES[code].prefix}/404.html`),
        serialize: ({ path }: { path: string }) => ({ url: path, links: languageAlternates(path) }),
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      // Only the manifest and its link come from here. The icons are drawn from content/images/icon.svg
      // after the build (src/node/app-icons.ts): the plugin would leave the maskable and Apple icons
      // transparent at the corners. The Seo component writes the icon links and theme-color, so the
      // plugin's own (one apple-touch-icon per size, a second theme-color) are switched off.
      options: {
        name: site.name,
        short_name: site.shortName,
        description: site.description,
        lang: "en-IN",
        start_url: "/",
        display: "standalone",
        background_color: site.backgroundColor,
        theme_color: site.themeColor,
        icons: MANIFEST_ICONS,
        legacy: false,
        theme_color_in_head: false,
        // Fetched on the page's own connection: without credentials it would take a connection of its own.
        crossOrigin: "use-credentials",
        // No `localize`: one manifest for both languages. Its gatsby-browser.js then does nothing, and the
        // build leaves it out of the pages' scripts (src/node/webpack-config.ts); a test fails with one
        // (__tests__/node/browser-plugins-left-out.test.ts).
      },
    },
  ],
}

export default config
