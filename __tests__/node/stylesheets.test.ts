/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { pagesWithOldStyles, stylesheetNames } from "../../src/node/stylesheets"

/** A public/ folder as a build leaves it: webpack's list of assets and pages that inline a stylesheet. */
function builtSite(current: string, pages: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  const stats = {
    assetsByChunkName: {
      app: ["webpack-runtime-1.js", current, "app-2.js"],
      "component---src-pages-index-tsx": [current, "component---src-pages-index-tsx-3.js"],
    },
  }
  fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(stats))
  for (const [page, stylesheet] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true })
    fs.writeFileSync(
      path.join(dir, page),
      `<html><head><style data-href="/${stylesheet}" data-identity="gatsby-global-css">a{}</style></head></html>`,
    )
  }
  return dir
}

it("names the stylesheets the browser build wrote, each once", () => {
  const dir = builtSite("styles.new.css", {})
  expect(stylesheetNames(dir)).toEqual(["styles.new.css"])
})

it("finds nothing to report when every page inlines this build's stylesheet", () => {
  const dir = builtSite("styles.new.css", { "index.html": "styles.new.css", "about-us/index.html": "styles.new.css" })
  expect(pagesWithOldStyles(dir)).toEqual([])
})

it("names each page that kept an earlier build's stylesheet, and which one", () => {
  const dir = builtSite("styles.new.css", {
    "index.html": "styles.new.css",
    "about-us/index.html": "styles.old.css",
    "404.html": "styles.old.css",
  })
  expect(pagesWithOldStyles(dir).sort()).toEqual(["404.html (styles.old.css)", "about-us/index.html (styles.old.css)"])
})

it("leaves Gatsby's own files and folders, and the copies made after, out", () => {
  const dir = builtSite("styles.new.css", {
    "_gatsby/slices/_gatsby-scripts-1.html": "styles.old.css",
    "page-data/index/page.html": "styles.old.css",
    // The <path>.html copy of about-us/index.html, which the build writes afresh after this check.
    "about-us.html": "styles.old.css",
  })
  expect(pagesWithOldStyles(dir)).toEqual([])
})
