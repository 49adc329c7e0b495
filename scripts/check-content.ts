import path from "node:path"
import { keyOrderProblems } from "../src/cms/setup/content-order"
import { checkContent } from "../src/node/content-check/check-content"
import { formatProblem } from "../src/node/content-check/content-problem"

const contentDir = path.resolve(process.argv[2] ?? "content")
const problems = [...checkContent(contentDir), ...keyOrderProblems(contentDir)]
if (problems.length > 0) {
  console.error(`The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n`)
  for (const problem of problems) console.error(`  ✗ ${formatProblem(problem)}`)
  console.error("\nFix these in the files named above; nothing was published.")
  process.exit(1)
}
console.log(`✓ Content is valid (${path.relative(process.cwd(), contentDir) || "."}).`)
