import {
  entrySlug,
  hiddenEntryProblem,
  productLineNamedBy,
  serviceLineProblems,
  type EntryFile,
} from "../../lib/content-rules"
import { DEFAULT_LANGUAGE } from "../../lib/languages"

/**
 * The service page's rules across files (src/lib/content-rules.ts), as the content check reports them: on
 * content/service.json, a product line that is not there, is off the site or is named twice; on a product
 * line's own file, that it is switched off while the service page names it. Both, as for brands: the page
 * would link to a line with no page, and the editor that switches the line off is told beside the switch.
 */

/** A file as the content check has read it: its English, with every shared field, when it could be read. */
interface ReadFile {
  file: string
  data?: Record<string, unknown>
}

export function serviceLineProblemsAcrossFiles(products: readonly ReadFile[], service: ReadFile) {
  // A line whose file could not be read is there all the same: its own mistake is reported on it, once.
  const lines = products.map(({ file, data }): EntryFile => ({ file, data: data ?? {} }))
  const serviceLines = service.data?.lines
  return [
    ...serviceLineProblems(serviceLines, lines).map(({ index, message }) => ({
      file: service.file,
      field: `${DEFAULT_LANGUAGE}.lines[${index}].line`,
      message,
    })),
    ...lines.flatMap(line => {
      const message = hiddenEntryProblem("products", line.data.shown, productLineNamedBy(entrySlug(line), serviceLines))
      return message ? [{ file: line.file, field: `${DEFAULT_LANGUAGE}.shown`, message }] : []
    }),
  ]
}
