import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/** What `gatsby build` reads; everything else (tests, scripts, caches) stays behind. */
const BUILD_INPUTS = [
  "content",
  "src",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
]

/** A copy of the project in a temporary folder, sharing node_modules, that a test or the bench may change and build. */
export function copyProject(root: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
  for (const entry of BUILD_INPUTS)
    if (fs.existsSync(path.join(root, entry)))
      fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}
