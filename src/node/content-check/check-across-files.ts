import {
  brandListProblems,
  brandNamedBy,
  entrySlug,
  hiddenBrandProblem,
  orderProblem,
  type EntryFile,
  type EntryFolder,
} from "../../lib/content-rules"
import { DEFAULT_LANGUAGE } from "../../lib/languages"
import { HOME_COUNTS } from "../content-schema"
import type { CheckedFile } from "./check-file"
import type { ContentProblem } from "./content-problem"

/**
 * The rules that read more than one file (src/lib/content-rules.ts), reported on the file and field they
 * concern: fields English holds for every language.
 */
export function checkAcrossFiles(
  entries: Record<EntryFolder, CheckedFile[]>,
  home: CheckedFile,
  problems: ContentProblem[],
) {
  const known = (files: CheckedFile[]): EntryFile[] => files.flatMap(({ file, data }) => (data ? [{ file, data }] : []))
  for (const files of Object.values(entries))
    known(files).forEach((entry, index, all) => {
      const message = orderProblem(entry.data.order, all.slice(0, index))
      if (message) problems.push({ file: entry.file, field: `${DEFAULT_LANGUAGE}.order`, message })
    })

  const brands = known(entries.brands)
  const products = known(entries.products)
  const logos = (home.data?.brandStrip as { logos?: unknown } | undefined)?.logos
  const stripLogos = Array.isArray(logos) && logos.length === HOME_COUNTS.logos ? logos : []
  const checkList = (file: string, field: string, references: unknown[]) => {
    for (const { index, message } of brandListProblems(references, brands))
      problems.push({ file, field: `${DEFAULT_LANGUAGE}.${field}[${index}]`, message })
  }
  checkList(home.file, "brandStrip.logos", stripLogos)
  for (const line of products) if (Array.isArray(line.data.brands)) checkList(line.file, "brands", line.data.brands)
  for (const brand of brands) {
    const message = hiddenBrandProblem(brand.data.shown, brandNamedBy(entrySlug(brand), products, stripLogos))
    if (message) problems.push({ file: brand.file, field: `${DEFAULT_LANGUAGE}.shown`, message })
  }
}
