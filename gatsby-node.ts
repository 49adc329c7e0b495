import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { setAvifEffort } from "./src/node/avif-effort"
import { checkContent } from "./src/node/content-check/check-content"
import { formatProblem } from "./src/node/content-check/content-problem"
import { contentNodes } from "./src/node/content-nodes"
import { contentResolvers } from "./src/node/graphql-resolvers"
import { contentTypeDefs } from "./src/node/graphql-schema"
import { writeAdmin } from "./src/cms/setup/write-admin"
import { writePostBuildFiles } from "./src/node/post-build"
import { addRasterCopy } from "./src/node/svg-raster"
import { adjustWebpackConfig } from "./src/node/webpack-config"
import { missingEmailJsVariables } from "./src/enquiry/enquiry-config"
import { brandPath, productLinePath } from "./src/lib/catalogue-paths"
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, pathInLanguage, type Language } from "./src/lib/languages"
import { productLinesCarrying, relatedProductLines, type RankedProductLine } from "./src/lib/related-product-lines"

const publicDir = path.join(__dirname, "public")
const contentDir = path.join(__dirname, "content")
const tokensFile = path.join(__dirname, "src", "styles", "tokens.css")

/** Images: AVIF at an effort that keeps the build quick, before the first image job. */
export const onPreInit: GatsbyNode["onPreInit"] = () => setAvifEffort()

/** A mistake in content/ stops the build with the file and field named, instead of publishing a broken page. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = checkContent(contentDir)
  if (problems.length > 0)
    reporter.panic(
      `The content has ${problems.length} problem(s):\n${problems.map(p => `  ✗ ${formatProblem(p)}`).join("\n")}`,
    )

  const missing = missingEmailJsVariables(process.env)
  if (missing.length === 3)
    reporter.warn(
      `EmailJS is not configured (${missing.join(", ")} are not set): the site builds, and the enquiry form offers the visitor's e-mail app, WhatsApp and phone instead of sending online. See .env.example.`,
    )
  else if (missing.length > 0)
    reporter.panic(
      `EmailJS is only partly configured: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. Set all three (see .env.example) or none.`,
    )
}

/**
 * Each content file makes an entry per language (content-nodes.ts), known by its file name ("apc" for
 * content/brands/apc.json) and its language. Each SVG gets a raster copy (svg-raster.ts).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  getCache,
  reporter,
}) => {
  if (node.internal.type === "File" && node.sourceInstanceName === "content" && node.extension === "svg")
    return addRasterCopy(node, { actions, createNodeId, getCache, reporter })
  if (node.internal.type === "File" && node.sourceInstanceName === "content" && node.extension === "json") {
    for (const { type, language, data } of contentNodes(contentDir, node.absolutePath as string)) {
      const entry = {
        ...data,
        language,
        id: createNodeId(`${node.id} ${language}`),
        parent: node.id,
        children: [],
        internal: { type, contentDigest: createContentDigest(data) },
      }
      actions.createNode(entry)
      actions.createParentChildLink({ parent: node, child: entry })
    }
    return
  }
  if (!node.internal.type.endsWith("Json") || !node.parent) return
  const file = getNode(node.parent)
  if (file?.internal.type === "File") actions.createNodeField({ node, name: "slug", value: file.name })
}

/**
 * Every page of src/pages/ in every language: English at its own path, Gujarati under /gu (src/lib/languages.ts),
 * each saying which language it is in (its queries read that language's entries). The not-found screen
 * (Gatsby's 404.html and /404/) says so in its context: it has motion of its own. Gujarati's is /gu/404.html,
 * which the CDN serves for any address under /gu/ it does not have (src/pages/404.tsx). It also matches every such
 * address (matchPath, as Gatsby's guide to localised not-found pages does): Gatsby's browser code otherwise
 * replaces the address the visitor typed with the file's own, /gu/404.html, as it does for any not-found page
 * but /404.html. Gatsby ranks every Gujarati page above the match, so none of them is shadowed.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.language) return
  const notFound = /^\/404(\.html|\/)?$/.test(page.path)
  actions.deletePage(page)
  for (const language of LANGUAGE_CODES) {
    if (notFound && language !== DEFAULT_LANGUAGE && page.path !== "/404.html") continue
    const path = pathInLanguage(page.path, language)
    actions.createPage({
      ...page,
      path,
      ...(notFound && language !== DEFAULT_LANGUAGE && { matchPath: `${pathInLanguage("/", language)}/*` }),
      context: { ...page.context, language, ...(notFound && { notFound: true }) },
    })
  }
}

/** The content model as GraphQL types, made from the content schema (src/node/graphql-schema.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(contentResolvers)
}

/**
 * A page for every product line and every brand on the site, in every language, named after its file: adding
 * a file adds its pages, switching its "shown" off takes them away. Each page's context names the other lines
 * it lists (a line's related lines, a brand's lines), worked out here from all of them.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { data, errors } = await graphql<Queries.CataloguePagesQuery>(`
    query CataloguePages {
      allProductsJson(filter: { shown: { eq: true }, language: { eq: "en" } }) {
        nodes {
          fields {
            slug
          }
          order
          brands {
            fields {
              slug
            }
          }
        }
      }
      allBrandsJson(filter: { shown: { eq: true }, language: { eq: "en" } }) {
        nodes {
          fields {
            slug
          }
        }
      }
    }
  `)
  if (errors || !data) return reporter.panic("Could not list the product lines and brands for their pages", errors)
  const template = (name: string) => path.join(__dirname, "src", "templates", `${name}.tsx`)
  const lines = data.allProductsJson.nodes.map(({ fields, order, brands }) => ({
    id: fields.slug,
    order,
    brands: brands.map(brand => brand.fields.slug),
  }))
  const slugs = (ranked: readonly RankedProductLine[]) => ranked.map(line => line.id)
  for (const language of LANGUAGE_CODES) {
    for (const line of lines)
      actions.createPage({
        path: pathInLanguage(productLinePath(line.id), language),
        component: template("product-line"),
        context: { slug: line.id, related: slugs(relatedProductLines(line, lines)), language },
      })
    for (const { fields } of data.allBrandsJson.nodes)
      actions.createPage({
        path: pathInLanguage(brandPath(fields.slug), language),
        component: template("brand"),
        context: { slug: fields.slug, lines: slugs(productLinesCarrying(fields.slug, lines)), language },
      })
  }
}

/** Pages follow their stylesheets, each page has only its own styles, scripts carry a compile hint. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = args =>
  adjustWebpackConfig(args, { publicDir, srcDir: path.join(__dirname, "src"), tokensFile })

/**
 * Files made from the built pages and content/ (icons, share images, robots.txt, <path>.html copies, _headers),
 * then the editor at /admin/.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data, errors } = await graphql<Queries.BuildAssetsQuery>(`
    query BuildAssets {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson(language: { eq: "en" }) {
        name
        phones
        icon {
          absolutePath
        }
        logoLight {
          absolutePath
        }
      }
      allSiteJson {
        nodes {
          language
          address {
            city
          }
        }
      }
    }
  `)
  const siteUrl = data?.site?.siteMetadata?.siteUrl
  const site = data?.siteJson
  const cities = Object.fromEntries(data?.allSiteJson.nodes.map(node => [node.language, node.address.city]) ?? [])
  if (errors || !siteUrl || !site)
    return reporter.panic("Could not read the site's details for the post-build files", errors)

  await writePostBuildFiles(
    { publicDir, tokensFile },
    {
      siteUrl,
      name: site.name,
      city: cities as Record<Language, string>,
      phone: site.phones[0],
      iconFile: site.icon.absolutePath,
      logoLightFile: site.logoLight.absolutePath,
    },
    reporter,
  )
  await writeAdmin({ publicDir, siteUrl, siteName: site.name, reporter })
}
