import fs from "node:fs"
import path from "node:path"
import type { ContentProblem } from "../../node/content-check/content-problem"
import { contentFromFile, firstMisplacedKey, inFormOrder, type FormField } from "../json-format"
import { cmsConfig } from "./cms-config"

/**
 * Every file of content/ keeps its keys in the order the editor writes them (json-format.ts: the order of
 * its form's fields), so a pull request from the editor shows the lines that changed and nothing else. The
 * content check refuses a file in another order (keyOrderProblems) and `npm run format` mends it
 * (putContentInFormOrder, scripts/order-content.ts).
 */

/** Each file of content/ the editor writes, by its path there ("products/ups-systems.json"), with its form's fields. */
export function editorFiles(contentDir: string): { file: string; fields: readonly FormField[] }[] {
  // The form's fields do not depend on the repository or the site's address.
  const { collections } = cmsConfig({ repo: "", siteUrl: "" })
  return collections.flatMap(collection => {
    if ("files" in collection)
      return collection.files.map(({ file, fields }) => ({ file: path.posix.relative("content", file), fields }))
    const folder = path.posix.relative("content", collection.folder)
    const directory = path.join(contentDir, folder)
    const names = fs.existsSync(directory) ? fs.readdirSync(directory).filter(name => name.endsWith(".json")) : []
    return names.sort().map(name => ({ file: `${folder}/${name}`, fields: collection.fields }))
  })
}

/** A file's data, or nothing when it is missing or not JSON (the content check says so). */
function read(absolute: string): unknown {
  try {
    return contentFromFile(fs.readFileSync(absolute, "utf8"))
  } catch {
    return undefined
  }
}

/** The first key out of the editor's order in each file of content/, for the content check. */
export function keyOrderProblems(contentDir: string): ContentProblem[] {
  const root = path.resolve(contentDir)
  return editorFiles(root).flatMap(({ file, fields }) => {
    const misplaced = firstMisplacedKey(read(path.join(root, file)), fields)
    return misplaced
      ? [
          {
            file: path.posix.join(path.basename(root), file),
            field: misplaced.field,
            message: `should come ${"after" in misplaced ? `after "${misplaced.after}"` : `before "${misplaced.before}"`}, in the order the editor writes (run npm run format to mend it)`,
          },
        ]
      : []
  })
}

/**
 * Puts the keys of every file of content/ in the editor's order, their values as they were, and returns
 * the files it changed. It writes JSON as the editor does; Prettier, run after it, keeps that.
 */
export function putContentInFormOrder(contentDir: string): string[] {
  const root = path.resolve(contentDir)
  return editorFiles(root).flatMap(({ file, fields }) => {
    const absolute = path.join(root, file)
    const data = read(absolute)
    if (!firstMisplacedKey(data, fields)) return []
    fs.writeFileSync(absolute, `${JSON.stringify(inFormOrder(data, fields), null, 2)}\n`)
    return [file]
  })
}
