import type { GatsbyConfig } from "gatsby"
import dotenv from "dotenv"
import site from "./content/site.json"

// Settings for a local build (EmailJS keys, SITE_URL) may live in .env; see .env.example.
dotenv.config()

/** SITE_URL at build time (for previews and staging) wins over the default in content/site.json. */
const siteUrl = (process.env.SITE_URL || site.url).replace(/\/$/, "")

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: `${__dirname}/content` } },
    {
      resolve: "gatsby-transformer-json",
      // Collections are typed by their folder (ProductsJson), singletons by their file name (HomeJson).
      options: {
        typeName: ({ node }: { node: { dir: string; name: string } }) =>
          `${pascalCase(node.dir.endsWith("/content") ? node.name : (node.dir.split("/").pop() ?? ""))}Json`,
      },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          placeholder: "dominantColor",
          quality: 70,
          avifOptions: { quality: 55, speed: 7 },
        },
      },
    },
    // gatsby-plugin-image's helpers are used, not its plugin: pages render a plain <picture>
    // (src/components/ui/picture.tsx), so its lazy-loading script would be dead weight.
    "gatsby-transformer-sharp",
  ],
}

function pascalCase(name: string) {
  return name.replace(/(^|[-_ ])(\w)/g, (_, __, letter: string) => letter.toUpperCase())
}

export default config
