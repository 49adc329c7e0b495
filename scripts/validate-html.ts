/**
 * npm run test:html: the W3C's Nu Html Checker (vnu.jar, from the vnu-jar package) over every
 * .html file in public/, in one Java run; errors only, and any error fails. Run it after a build
 * (npm test runs it after the browser tests, which build when public/ is out of date).
 *   npm run test:html
 *   npm run test:html -- path/to/folder
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { htmlFiles } from "../src/node/built-pages"

const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar")

export interface HtmlError {
  /** Relative to the folder checked. */
  file: string
  line?: number
  message: string
}

interface VnuMessage {
  type: "error" | "info" | "non-document-error"
  url?: string
  lastLine?: number
  message: string
}

/** The errors the Nu Html Checker finds in the .html files of `folder` (and below), in one Java run. */
export function validateHtml(folder: string): { files: string[]; errors: HtmlError[] } {
  const files = htmlFiles(folder)
  if (files.length === 0) return { files, errors: [] }
  const run = spawnSync(
    process.env.JAVA ?? "java",
    ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files.map(file => path.join(folder, file))],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  )
  if (run.error)
    throw new Error(
      `Could not start Java for the HTML validator (${run.error.message}): install a Java runtime, ` +
        `e.g. apt-get install default-jre-headless, or set JAVA to its java command`,
    )
  let messages: VnuMessage[]
  try {
    messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages
  } catch {
    throw new Error(`The HTML validator did not report in JSON (exit code ${run.status}):\n${run.stderr}`)
  }
  const errors = messages
    .filter(message => message.type !== "info")
    .map(({ url, lastLine, message }) => ({
      file: url ? path.relative(folder, decodeURIComponent(new URL(url).pathname)) : folder,
      line: lastLine,
      message,
    }))
  return { files, errors }
}

if (require.main === module) {
  const folder = path.resolve(process.argv[2] ?? "public")
  const shown = path.relative(process.cwd(), folder) || "."
  const { files, errors } = validateHtml(folder)
  if (files.length === 0) {
    console.error(`✗ No .html files in ${shown}/: build the site first (npm run build).`)
    process.exit(1)
  }
  if (errors.length > 0) {
    console.error(`✗ The HTML validator found ${errors.length} error(s) in ${shown}/:\n`)
    for (const { file, line, message } of errors) console.error(`  ${file}${line ? `:${line}` : ""}: ${message}`)
    process.exit(1)
  }
  console.log(`✓ Valid HTML: ${files.length} files in ${shown}/ (Nu Html Checker, errors only).`)
}
