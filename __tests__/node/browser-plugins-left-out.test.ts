/**
 * @jest-environment node
 */
import fs from "node:fs"
import config from "../../gatsby-config"

// The build leaves two plugins' gatsby-browser.js out of the pages' scripts (src/node/webpack-config.ts),
// because in a build they do nothing: these say so, and fail when that stops being true.

it("gives gatsby-plugin-manifest no localize option, without which its browser side does nothing", () => {
  const manifest = config.plugins?.find(
    plugin => typeof plugin === "object" && plugin.resolve === "gatsby-plugin-manifest",
  ) as { options: Record<string, unknown> }
  expect(manifest.options).not.toHaveProperty("localize")
  const browser = fs.readFileSync(require.resolve("gatsby-plugin-manifest/gatsby-browser.js"), "utf8")
  expect(browser).toMatch(/if \(__MANIFEST_PLUGIN_HAS_LOCALISATION__\)/)
})

it("finds Gatsby's Partytown plugin acting in the development server only", () => {
  const browser = fs.readFileSync(require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js"), "utf8")
  expect(browser).toMatch(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;/)
})
