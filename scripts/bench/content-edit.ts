import fs from "node:fs"
import path from "node:path"
import { META_DESCRIPTION_LENGTH } from "../../src/node/content-fields"

/** The product line the bench edits, and the sentence it adds to its description in each language. */
export const EDITED_FILE = path.join("products", "batteries.json")
const ADDED = { en: "Now in stock.", gu: "હવે સ્ટોકમાં." }

/**
 * The bench's one content edit, as an editor's Save makes it: a sentence added to a product line's
 * description in English and in Gujarati (in place of its last words when the description would be longer than
 * search results show, which the content check refuses), in the two-language shape of content/
 * (src/node/content-languages.ts), written as the editor writes a file. A unit test runs it through the content check
 * (__tests__/content/bench-content-edit.test.ts), so a change of the content's shape cannot break it unseen.
 */
export function editOneProductLine(contentDir: string): void {
  const file = path.join(contentDir, EDITED_FILE)
  const line = JSON.parse(fs.readFileSync(file, "utf8")) as Record<keyof typeof ADDED, { description: string }>
  for (const language of Object.keys(ADDED) as (keyof typeof ADDED)[])
    line[language].description = `${line[language].description
      .slice(0, META_DESCRIPTION_LENGTH - ADDED[language].length - 1)
      .trimEnd()} ${ADDED[language]}`
  fs.writeFileSync(file, `${JSON.stringify(line, null, 2)}\n`)
}

/**
 * Adds copies of every product line until there are `factor` times as many, each with its own image file
 * (the same picture with different bytes), so the build processes every image as it would for real new
 * lines instead of reusing one result. Returns how many lines there are then.
 */
export function multiplyProductLines(contentDir: string, factor: number): number {
  const folder = path.join(contentDir, "products")
  const originals = fs.readdirSync(folder).filter(name => name.endsWith(".json"))
  for (const name of originals) {
    const line = JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as {
      en: { order: number; image?: string }
    }
    for (let copy = 1; copy < factor; copy++) {
      const slug = `${path.basename(name, ".json")}-${copy}`
      const en = { ...line.en, order: line.en.order + copy * 1000 }
      if (line.en.image) {
        en.image = `${slug}${path.extname(line.en.image)}`
        // Bytes after a JPEG's or PNG's end are ignored by decoders but change the file's digest.
        fs.writeFileSync(
          path.join(folder, en.image),
          Buffer.concat([fs.readFileSync(path.join(folder, line.en.image)), Buffer.from(slug)]),
        )
      }
      fs.writeFileSync(
        path.join(folder, `${slug}.json`),
        `${JSON.stringify({ ...line, en }, null, 2)}
`,
      )
    }
  }
  return originals.length * factor
}
