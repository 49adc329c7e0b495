import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { checkContent, formatProblem } from "./src/node/check-content"
import { writeAppIcons } from "./src/node/app-icons"
import { writeExtensionlessPages } from "./src/node/extensionless-pages"
import { writePageHeaders } from "./src/node/page-headers"
import { writeScriptsAfterPaint } from "./src/node/scripts-after-paint"
import { removeScriptsSlice } from "./src/node/scripts-slice"
import { writeRobotsTxt } from "./src/node/robots-txt"
import { writeShareImages } from "./src/node/share-images"
import { pagesWithOldStyles, stylesheetNames } from "./src/node/stylesheets"
import { fixedUtcOffsetMinutes } from "./src/node/time-zone"
import { missingEmailJsVariables } from "./src/enquiry/enquiry-config"
import { writeAdmin } from "./src/cms/write-admin"

/** A mistake in content/ stops the build with the file and field named, instead of publishing a broken page. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = checkContent(path.join(__dirname, "content"))
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

/** Collection entries are known by their file name ("apc" for content/brands/apc.json). */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (!node.internal.type.endsWith("Json") || !node.parent) return
  const file = getNode(node.parent)
  if (file?.internal.type === "File") actions.createNodeField({ node, name: "slug", value: file.name })
}

/** The not-found screen (Gatsby's 404.html and /404/) says so in its context: it has motion of its own. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (!/^\/404(\.html|\/)?$/.test(page.path) || page.context?.notFound) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, notFound: true } })
}

/**
 * The content model, declared so optional fields stay optional and required ones
 * are never null in the generated types. content-schema.ts validates the same shape.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type JsonFields { slug: String! }

    type ProductsJson implements Node @dontInfer {
      fields: JsonFields!
      order: Int!
      primaryTitle: String!
      "The card's brand line."
      secondaryTitle: String
      description: String!
      image: File @fileByRelativePath
      imageAlt: String
      contactUsMessage: String!
      "The brands the line carries, named by file name in content/brands/."
      brands: [BrandsJson!]! @link(by: "fields.slug")
      overview: [String!]!
      supplies: [ProductsJsonSupply!]!
      uses: [String!]!
      keyFigures: [ProductsJsonKeyFigure!]
    }
    type ProductsJsonSupply { title: String!, text: String! }
    type ProductsJsonKeyFigure { label: String!, value: String! }

    type BrandsJson implements Node @dontInfer {
      fields: JsonFields!
      order: Int!
      title: String!
      logo: File! @fileByRelativePath
      about: [String!]!
      "The company's standing with the brand, such as an authorised partnership."
      standing: String
    }

    type TeamJson implements Node @dontInfer {
      fields: JsonFields!
      order: Int!
      title: String!
      name: String!
      description: String!
      image: File! @fileByRelativePath
      imageAlt: String!
    }

    type SiteJson implements Node @dontInfer {
      name: String!
      shortName: String!
      legalName: String!
      businessType: String!
      url: String!
      description: String!
      blurb: String!
      logo: File! @fileByRelativePath
      logoLight: File! @fileByRelativePath
      icon: File! @fileByRelativePath
      themeColor: String!
      backgroundColor: String!
      address: SiteJsonAddress!
      geo: SiteJsonGeo
      areaServed: [String!]!
      priceRange: String!
      phones: [String!]!
      emails: [String!]!
      whatsapp: String!
      hours: SiteJsonHours!
      social: [SiteJsonSocial!]!
      navigation: [SiteJsonNavigation!]!
      labels: SiteJsonLabels!
      contactBlock: SiteJsonContactBlock!
    }
    type SiteJsonAddress { street: String!, city: String!, region: String!, postalCode: String!, country: String!, countryCode: String! }
    type SiteJsonGeo { latitude: Float!, longitude: Float! }
    type SiteJsonHours {
      label: String!, days: [String!]!, opens: String!, closes: String!, timeZone: String!
      "Minutes ahead of UTC, from timeZone: the browser reads the business's clock without loading time-zone data."
      utcOffsetMinutes: Int!
    }
    type SiteJsonSocial { network: String!, url: String! }
    type SiteJsonNavigation { path: String!, header: String!, footer: String! }
    type SiteJsonLabels {
      skipToContent: String!, openMenu: String!, closeMenu: String!, mainNavigation: String!, breadcrumb: String!
      home: String!, quickLinks: String!, contactDetails: String!, followUs: String!, rightsReserved: String!
      openNow: String!, closedNow: String!, whatsapp: String!
    }
    type SiteJsonContactBlock { title: String!, text: String!, callLabel: String!, enquiryLabel: String!, enquiryPath: String! }

    type HomeJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: HomeJsonHero!
      about: HomeJsonSection!
      brandStrip: HomeJsonBrandStrip!
      products: HomeJsonSection!
      service: HomeJsonSection!
      whyChooseUs: HomeJsonWhyChooseUs!
    }
    type HomeJsonHero {
      tagline: String!, heading: String!, text: String!, image: File! @fileByRelativePath, imageAlt: String!
      linkLabel: String!, linkContext: String!
    }
    type HomeJsonSection {
      title: String!, tagline: String!, text: String!, image: File! @fileByRelativePath, imageAlt: String!
      linkLabel: String!, linkContext: String!
    }
    type HomeJsonBrandStrip { title: String!, text: String!, logos: [BrandsJson!]! @link(by: "fields.slug"), linkLabel: String! }
    type HomeJsonWhyChooseUs { title: String!, text: String!, strengths: [HomeJsonStrength!]!, cards: [HomeJsonCard!]! }
    type HomeJsonStrength { title: String!, text: String! }
    type HomeJsonCard { title: String!, description: String!, image: File! @fileByRelativePath, imageAlt: String! }

    type AboutJson implements Node @dontInfer {
      title: String!
      description: String!
      banner: File! @fileByRelativePath
      intro: String!
      heading: String!
      body: [String!]!
      highlights: [AboutJsonHighlight!]!
    }
    type AboutJsonHighlight { value: String!, label: String! }

    type PagesJson implements Node @dontInfer {
      team: PagesJsonBannerPage!
      brands: PagesJsonBannerPage!
      products: PagesJsonProducts!
      notFound: PagesJsonNotFound!
    }
    type PagesJsonBannerPage { title: String!, description: String!, banner: File! @fileByRelativePath, intro: String! }
    type PagesJsonProducts {
      title: String!, description: String!, banner: File! @fileByRelativePath, intro: String!, contactLabel: String!
      contactContext: String!
    }
    type PagesJsonNotFound { title: String!, description: String!, heading: String!, text: String!, linkLabel: String! }

    type ContactJson implements Node @dontInfer {
      title: String!
      description: String!
      banner: File! @fileByRelativePath
      intro: String!
      formHeading: String!
      infoHeading: String!
      phoneHeading: String!
      emailHeading: String!
      addressHeading: String!
      timingsHeading: String!
      form: ContactJsonForm!
    }
    type ContactJsonForm {
      subject: String!, nameLabel: String!, emailLabel: String!, phoneLabel: String!, phoneHint: String!
      messageLabel: String!, defaultMessage: String!, submitLabel: String!, sendingLabel: String!
      requiredError: String!, errorSummaryTitle: String!, errorPrefix: String!, errors: ContactJsonFormErrors!
      sendingMessage: String!, successMessage: String!, failureMessage: String!, failureHelp: String!
      notConfiguredMessage: String!, offlineNotice: String!, waitingForConnectionMessage: String!
      trappedMessage: String!, retryLabel: String!, emailFallbackLabel: String!, whatsappFallbackLabel: String!
      callFallbackLabel: String!, trapLabel: String!
    }
    type ContactJsonFormErrors {
      nameRequired: String!, nameNoLetters: String!, nameTooLong: String!
      emailRequired: String!, emailMissingAt: String!, emailInvalid: String!, emailTooLong: String!
      phoneRequired: String!, phoneInvalidCharacters: String!, phoneNotIndian: String!, phoneWrongLength: String!
      phoneWrongStart: String!, phoneTooLong: String!, messageTooLong: String!
    }
  `)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    SiteJsonHours: {
      utcOffsetMinutes: { resolve: (hours: { timeZone: string }) => fixedUtcOffsetMinutes(hours.timeZone) },
    },
  })
}

/**
 * Changes to Gatsby's webpack set-up: pages follow their stylesheets, each page has only its own
 * styles, and scripts carry a compile hint.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  if (stage === "build-html") {
    // Gatsby 5 renders a page's HTML again when its data or the renderer changes, and re-stitches its
    // scripts when the browser bundle does. The stylesheet it inlines in <head> follows neither, so a
    // change to CSS alone left every page with the old styles on an incremental build (as CI's are).
    // Salting the renderer's hash with the names of the stylesheets the browser build has just written
    // makes such a change render every page again. The browser build runs first. (setWebpackConfig
    // ignores `output`, hence the replacement.)
    const config = getConfig()
    const hashSalt = stylesheetNames(path.join(__dirname, "public")).join("\n")
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

/** Files made from the built pages and content/: icons, share images, robots.txt, <path>.html copies, _headers. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.join(__dirname, "public")
  const { data, errors } = await graphql<Queries.BuildAssetsQuery>(`
    query BuildAssets {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
        phones
        address {
          city
        }
        icon {
          absolutePath
        }
        logoLight {
          absolutePath
        }
      }
    }
  `)
  const siteUrl = data?.site?.siteMetadata?.siteUrl
  const site = data?.siteJson
  if (errors || !siteUrl || !site)
    return reporter.panic("Could not read the site's details for the post-build files", errors)

  const oldStyles = pagesWithOldStyles(publicDir)
  if (oldStyles.length > 0)
    return reporter.panic(
      `These pages kept the styles of an earlier build: ${oldStyles.join("; ")}. ` +
        `Run "npm run clean" and build again.`,
    )

  const icons = await writeAppIcons(site.icon.absolutePath, publicDir)
  reporter.info(`Drew ${icons.length} icons from ${path.relative(__dirname, site.icon.absolutePath)}`)

  const rewritten = writeScriptsAfterPaint(publicDir)
  reporter.info(`Made the scripts of ${rewritten} pages start once their main image is painted`)

  // Share images are drawn from the built pages, so they come before the <path>.html copies.
  const images = await writeShareImages(publicDir, {
    name: site.name,
    logoFile: site.logoLight.absolutePath,
    footer: [site.address.city, site.phones[0], new URL(siteUrl).host].join(" · "),
  })
  reporter.info(`Drew ${images.length} share images: ${images.join(", ")}`)

  writeRobotsTxt(publicDir, siteUrl)
  const pages = writeExtensionlessPages(publicDir)
  reporter.info(`Wrote ${pages.length} pages as <path>.html for the CDN`)
  removeScriptsSlice(publicDir)
  writePageHeaders(publicDir, ["/", ...pages])
  reporter.info(`Wrote the Content-Security-Policy of ${pages.length + 1} pages and the not-found page to _headers`)
  await writeAdmin({ publicDir, siteUrl, siteName: site.name, reporter })
}
