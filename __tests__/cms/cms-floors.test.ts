import fs from "node:fs"
import path from "node:path"

/**
 * The editor's code reads one way: src/cms/setup/ runs in Node when the site is built, src/cms/editor/
 * in the editor's browser; neither imports the other, nothing of src/node/ imports the editor, the
 * browser's code imports nothing of src/node/ (code both run is in src/lib/), and no two files of src/
 * import each other, however far round. No folder of src/ is named like a build's output, which tools skip.
 */

const root = path.resolve(__dirname, "..", "..")
const src = path.join(root, "src")

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap(entry =>
      entry.isDirectory()
        ? sourceFiles(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
          ? [path.join(dir, entry.name)]
          : [],
    )
}

/** The files of src/ a file imports, by relative path (packages and content/ aside). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8")
  const specifiers = [
    ...text.matchAll(/(?:import|export)\s[^"']*?from\s+["'](\.[^"']+)["']|import\s+["'](\.[^"']+)["']/g),
  ]
  return specifiers
    .map(match => path.resolve(path.dirname(file), match[1] ?? match[2]))
    .map(target => [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")].find(isFile))
    .filter((target): target is string => !!target && target.startsWith(src) && /\.tsx?$/.test(target))
}
const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile()

const files = sourceFiles(src)
const graph = new Map(files.map(file => [file, importsOf(file)]))
const name = (file: string) => path.relative(root, file)
const under = (file: string, folder: string) => file.startsWith(path.join(src, folder) + path.sep)

test("the build's side of the editor never imports the browser's side, nor the other way round", () => {
  const crossings = [...graph].flatMap(([file, imports]) =>
    imports
      .filter(
        target =>
          (under(file, "cms/setup") && under(target, "cms/editor")) ||
          (under(file, "cms/editor") && under(target, "cms/setup")),
      )
      .map(target => `${name(file)} imports ${name(target)}`),
  )
  expect(crossings).toEqual([])
})

test("nothing the site's build or pages run imports the editor's code", () => {
  const upward = [...graph].flatMap(([file, imports]) =>
    under(file, "cms")
      ? []
      : imports.filter(target => under(target, "cms")).map(target => `${name(file)} imports ${name(target)}`),
  )
  expect(upward).toEqual([])
})

test("the editor's browser code imports no build-time code of src/node/", () => {
  const buildTime = [...graph].flatMap(([file, imports]) =>
    under(file, "cms/editor")
      ? imports.filter(target => under(target, "node")).map(target => `${name(file)} imports ${name(target)}`)
      : [],
  )
  expect(buildTime).toEqual([])
})

test("no folder of src/ is named like a build's output (build/, dist/, out/, public/)", () => {
  const folders = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter(entry => entry.isDirectory())
      .flatMap(entry => [path.join(dir, entry.name), ...folders(path.join(dir, entry.name))])
  expect(
    folders(src)
      .filter(folder => /^(build|dist|out|public)$/.test(path.basename(folder)))
      .map(name),
  ).toEqual([])
})

test("no files of src/ import each other, directly or round a circle", () => {
  const cycles: string[] = []
  const state = new Map<string, "open" | "done">()
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === "done") return
    if (state.get(file) === "open") {
      cycles.push([...trail.slice(trail.indexOf(file)), file].map(name).join(" -> "))
      return
    }
    state.set(file, "open")
    for (const target of graph.get(file) ?? []) visit(target, [...trail, file])
    state.set(file, "done")
  }
  for (const file of files) visit(file, [])
  expect(cycles).toEqual([])
})

test("the import reader sees imports (it would pass on any tree if it saw none)", () => {
  const adminImports = graph.get(path.join(src, "cms", "editor", "admin.ts"))!.map(name)
  expect(adminImports).toContain(path.join("src", "cms", "json-format.ts"))
})
