import fs from "node:fs"
import path from "node:path"
import { build } from "esbuild"
import { FAVICON_SVG_PATH } from "../../lib/app-icons"
import { cmsConfig, type CmsConfigOptions } from "./cms-config"

/**
 * Writes the editor at public/admin/ after the site's build: Decap CMS's own bundle, the preview
 * script (the site's pages and React 18) and styles bundled from src/cms/editor/ (admin.ts), the
 * editor's own stylesheet over Decap's (editor.css), config.yml from the content schema, and the page
 * itself. None of it is in any visitor's page: they load Gatsby's scripts only.
 */

export const ADMIN_DIR = "admin"

/** The repository the editor opens pull requests on, "owner/name", from the build's environment. */
const decapVersion = (root: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(root, "node_modules", "decap-cms", "package.json"), "utf8")) as {
      version: string
    }
  ).version

export const cmsRepo = (env: NodeJS.ProcessEnv) => env.CMS_GITHUB_REPO?.trim() || undefined

/** config.yml: JSON, which is YAML too, under a comment for whoever opens it. */
export function configYaml(options: CmsConfigOptions): string {
  return `# Written by the build (src/cms/setup/cms-config.ts) from src/node/content-schema.ts: edit those, not this.\n${JSON.stringify(cmsConfig(options), null, 2)}\n`
}

/**
 * Decap's bundle, in a folder named after its version: its chunks are loaded by fixed names, and the
 * CDN keeps every .js a year (static/_headers), so a new version must come at a new address.
 */
function copyDecap(root: string, adminDir: string): string {
  const decapDist = path.join(root, "node_modules", "decap-cms", "dist")
  const folder = `decap-cms-${decapVersion(root)}`
  fs.mkdirSync(path.join(adminDir, folder), { recursive: true })
  for (const name of fs.readdirSync(decapDist))
    if (/^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name))
      fs.copyFileSync(path.join(decapDist, name), path.join(adminDir, folder, name))
  return `/${ADMIN_DIR}/${folder}/decap-cms.js`
}

interface EditorBundle {
  script: string
  /** The site's stylesheets, which style the previews. */
  previewStyle: string
  /** editor.css, which styles Decap's own page. */
  editorStyle: string
}

/** admin.ts with the site's stylesheets, and editor.css, for the browser, with hashes in their names. */
async function bundleEditor(root: string, adminDir: string): Promise<EditorBundle> {
  const editorDir = path.join(root, "src", "cms", "editor")
  const shims = path.join(editorDir, "site-shims")
  const result = await build({
    entryPoints: { cms: path.join(editorDir, "admin.ts"), editor: path.join(editorDir, "editor.css") },
    outdir: adminDir,
    entryNames: "[name]-[hash]",
    bundle: true,
    // Readable class names (product-card_card): minified ones are single letters.
    minifyWhitespace: true,
    minifySyntax: true,
    format: "iife",
    target: "es2020",
    jsx: "automatic",
    loader: { ".svg": "file" },
    metafile: true,
    logLevel: "silent",
    absWorkingDir: root,
    // React's production build; the enquiry form in a preview never sends (no EmailJS settings, and no SDK: site-shims/emailjs.ts).
    define: { "process.env.NODE_ENV": '"production"', "process.env": "{}" },
    plugins: [
      {
        name: "site-pages-in-the-editor",
        setup(bundle) {
          // What only Gatsby's runtime gives the site's pages, or only a visitor's browsing needs (editor/site-shims/).
          const shim = (file: string) => () => ({ path: path.join(shims, file) })
          bundle.onResolve({ filter: /^gatsby$/ }, shim("gatsby.tsx"))
          bundle.onResolve({ filter: /\/motion\/reveal$/ }, shim("reveal.tsx"))
          bundle.onResolve({ filter: /\/route-overlay$/ }, shim("route-overlay.tsx"))
          bundle.onResolve({ filter: /^@emailjs\/browser$/ }, shim("emailjs.ts"))
        },
      },
    ],
  })
  const address = (file: string) => `/${path.relative(path.join(root, "public"), path.resolve(root, file))}`
  const outputs = Object.entries(result.metafile.outputs)
  const [script, { cssBundle }] = outputs.find(([, output]) => output.entryPoint?.endsWith("admin.ts"))!
  const [editorStyle] = outputs.find(([, output]) => output.entryPoint?.endsWith("editor.css"))!
  return { script: address(script), previewStyle: address(cssBundle!), editorStyle: address(editorStyle) }
}

function adminPage({
  decap,
  script,
  previewStyle,
  editorStyle,
  siteName,
}: EditorBundle & { decap: string; siteName: string }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor · ${siteName}</title>
<link rel="icon" href="${FAVICON_SVG_PATH}" type="image/svg+xml">
<link rel="preload" href="${decap}" as="script">
<link rel="stylesheet" href="${editorStyle}">
<script src="${script}" data-decap="${decap}" data-preview-style="${previewStyle}" defer></script>
</head>
<body></body>
</html>
`
}

export interface WriteAdminOptions {
  publicDir: string
  siteUrl: string
  siteName: string
  reporter: { warn(message: string): void; info(message: string): void }
}

/** Writes public/admin/ (publicDir is the project's public/); returns the addresses of its scripts and styles. */
export async function writeAdmin({ publicDir, siteUrl, siteName, reporter }: WriteAdminOptions): Promise<string[]> {
  const root = path.dirname(publicDir)
  const adminDir = path.join(publicDir, ADMIN_DIR)
  fs.rmSync(adminDir, { recursive: true, force: true })
  fs.mkdirSync(adminDir, { recursive: true })
  const repo = cmsRepo(process.env)
  if (!repo)
    reporter.warn(
      "CMS_GITHUB_REPO is not set: the editor at /admin/ is built, but cannot sign in to GitHub or open pull requests. Set it to the repository's owner/name (see .env.example).",
    )
  const decap = copyDecap(root, adminDir)
  const bundle = await bundleEditor(root, adminDir)
  fs.writeFileSync(path.join(adminDir, "config.yml"), configYaml({ repo: repo ?? "", siteUrl }))
  fs.writeFileSync(path.join(adminDir, "index.html"), adminPage({ decap, ...bundle, siteName }))
  reporter.info(`Wrote the editor at /${ADMIN_DIR}/ (Decap CMS ${decapVersion(root)})${repo ? ` for ${repo}` : ""}`)
  return [decap, bundle.script, bundle.previewStyle, bundle.editorStyle]
}
