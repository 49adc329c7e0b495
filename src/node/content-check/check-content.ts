import fs from "node:fs"
import path from "node:path"
import type { EntryFolder } from "../../lib/content-rules"
import { CONTENT_FILES } from "../content-schema"
import { checkAcrossFiles } from "./check-across-files"
import { checkFile, type CheckedFile } from "./check-file"
import { serviceLineProblemsAcrossFiles } from "./check-service-lines"
import type { ContentProblem } from "./content-problem"
import { sameTextProblems, type Translations } from "./untranslated-texts"

/** Checks every file in content/ and returns what is wrong, or an empty list. */
export function checkContent(contentDir: string): ContentProblem[] {
  const root = path.resolve(contentDir)
  const problems: ContentProblem[] = []
  const translations: Translations = { same: [], texts: [] }
  const singletons = Object.fromEntries(
    Object.entries(CONTENT_FILES.singletons).map(([name, schema]) => [
      name,
      checkFile(root, name, schema, problems, translations),
    ]),
  )

  const entries = {} as Record<EntryFolder, CheckedFile[]>
  for (const [folder, schema] of Object.entries(CONTENT_FILES.collections)) {
    const directory = path.join(root, folder)
    const names = fs.existsSync(directory)
      ? fs
          .readdirSync(directory)
          .filter(name => name.endsWith(".json"))
          .sort()
      : []
    if (names.length === 0)
      problems.push({ file: `${path.basename(root)}/${folder}`, message: "has no .json files: add at least one" })
    entries[folder as EntryFolder] = names.map(name =>
      checkFile(root, path.join(folder, name), schema, problems, translations),
    )
  }
  checkAcrossFiles(entries, singletons["home.json"], problems)
  problems.push(...serviceLineProblemsAcrossFiles(entries.products, singletons["service.json"]))
  problems.push(...sameTextProblems(translations))
  return problems
}
