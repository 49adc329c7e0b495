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

/**
 * Takes the galleries out of a project's content (copied, or a branch checked out for a test): every
 * product line's and brand's `photos`, in each language, and their folders. Their 104 photos are most of
 * the copies a cold build encodes (on 2 cores it took 93 s with them, 50 s without), which a test of
 * something else need not wait for.
 */
export function leaveOutGalleries(dir: string) {
  for (const collection of ["products", "brands"]) {
    const folder = path.join(dir, "content", collection)
    for (const file of fs.readdirSync(folder).filter(name => name.endsWith(".json"))) {
      const entry = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"))
      for (const words of Object.values(entry)) delete (words as { photos?: unknown }).photos
      fs.writeFileSync(path.join(folder, file), `${JSON.stringify(entry, null, 2)}\n`)
    }
    fs.rmSync(path.join(folder, "photos"), { recursive: true, force: true })
  }
}
