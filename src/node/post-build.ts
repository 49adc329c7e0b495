import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { LANGUAGE_CODES, type Language } from "../lib/languages"
import { writeAppIcons } from "./app-icons"
import { writeExtensionlessPages } from "./extensionless-pages"
import { writeMainImagePreloads } from "./main-image-preload"
import { writePageHeaders } from "./page-headers"
import { writeRobotsTxt } from "./robots-txt"
import { writeScriptStarters } from "./script-starter"
import { removeScriptsSlice } from "./scripts-slice"
import { writeMinifiedInlineScripts } from "./inline-scripts"
import { writeShareImages } from "./share-images"
import { stylesheetsNamingTokens } from "./built-tokens"
import { pagesWithOldStyles, stylesheetNames } from "./stylesheets"

/** What the post-build files need of the site's details. */
export interface PostBuildSite {
  siteUrl: string
  name: string
  /** The city in each language, for the share images' line of contact details. */
  city: Record<Language, string>
  phone: string
  iconFile: string
  logoLightFile: string
}

/** Files made from the built pages and content/: icons, share images, robots.txt, <path>.html copies, _headers. */
export async function writePostBuildFiles(
  { publicDir, tokensFile }: { publicDir: string; tokensFile: string },
  site: PostBuildSite,
  reporter: Reporter,
) {
  const oldStyles = pagesWithOldStyles(publicDir)
  if (oldStyles.length > 0)
    return reporter.panic(
      `These pages kept the styles of an earlier build: ${oldStyles.join("; ")}. ` +
        `Run "npm run clean" and build again.`,
    )
  const stylesheets = stylesheetNames(publicDir).map(name => ({
    name,
    css: fs.readFileSync(path.join(publicDir, name), "utf8"),
  }))
  const unwritten = stylesheetsNamingTokens(stylesheets, fs.readFileSync(tokensFile, "utf8"))
  if (unwritten.length > 0)
    return reporter.panic(
      `These rules name a design token of src/styles/tokens.css, which no page defines: ${unwritten.join("; ")}. ` +
        `Use the token in a rule of the component's own stylesheet, not in a custom property's value or through ` +
        `@import or composes (src/node/built-tokens.ts).`,
    )

  const icons = await writeAppIcons(site.iconFile, publicDir)
  reporter.info(`Drew ${icons.length} icons from ${path.relative(path.dirname(publicDir), site.iconFile)}`)

  const preloaded = writeMainImagePreloads(publicDir)
  reporter.info(`Named the main image in the head of ${preloaded} pages, for the browser to ask for it first`)

  const rewritten = writeScriptStarters(publicDir)
  reporter.info(
    `Made the scripts of ${rewritten} pages start on the first interaction after their main image is painted`,
  )
  // After the starters, which read Gatsby's own inline scripts as Gatsby wrote them.
  const minified = writeMinifiedInlineScripts(publicDir)
  reporter.info(`Minified the inline scripts of ${minified} pages`)

  // Share images are drawn from the built pages, so they come before the <path>.html copies.
  const images = await writeShareImages(publicDir, {
    name: site.name,
    logoFile: site.logoLightFile,
    footer: Object.fromEntries(
      LANGUAGE_CODES.map(language => [
        language,
        [site.city[language], site.phone, new URL(site.siteUrl).host].join(" · "),
      ]),
    ) as Record<Language, string>,
  })
  reporter.info(`Drew ${images.length} share images: ${images.join(", ")}`)

  writeRobotsTxt(publicDir, site.siteUrl)
  const pages = writeExtensionlessPages(publicDir)
  reporter.info(`Wrote ${pages.length} pages as <path>.html for the CDN`)
  removeScriptsSlice(publicDir)
  writePageHeaders(publicDir, ["/", ...pages])
  reporter.info(`Wrote the Content-Security-Policy of ${pages.length + 1} pages and the not-found page to _headers`)
}
