import fs from "node:fs"
import path from "node:path"

const CONTENT_DIR = path.join(__dirname, "../content")

/** Every entry of a collection in content/ as the English page has it, in its order, with `slug`, its file name. */
export function readCollection(folder: "products" | "brands" | "team"): Record<string, any>[] {
  return fs
    .readdirSync(path.join(CONTENT_DIR, folder))
    .filter(name => name.endsWith(".json"))
    .map(name => ({
      slug: path.basename(name, ".json"),
      ...JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, folder, name), "utf8")).en,
    }))
    .sort((a, b) => a.order - b.order)
}

/** The text of the first level-one heading in a page's HTML as served. */
export function headingOf(html: string): string | undefined {
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
  return heading
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
}
