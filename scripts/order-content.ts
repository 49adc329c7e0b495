/**
 * Part of npm run format: puts the keys of every file of content/ in the order the editor writes them
 * (src/cms/setup/content-order.ts), before Prettier formats the files.
 *   tsx scripts/order-content.ts [content folder]
 */
import path from "node:path"
import { putContentInFormOrder } from "../src/cms/setup/content-order"

const contentDir = path.resolve(process.argv[2] ?? "content")
for (const file of putContentInFormOrder(contentDir))
  console.log(`${path.join(path.relative(process.cwd(), contentDir), file)}: keys put in the order the editor writes`)
