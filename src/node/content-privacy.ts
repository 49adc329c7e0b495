import { z } from "zod"
import { list, pageCopy, shared, text } from "./content-fields"

/** A part of the notice: its heading and its paragraphs, where {email} is the privacy address, as a link. */
const section = z.object({ heading: text, paragraphs: list(text).min(1, "needs at least one paragraph") }).strict()

/**
 * The schema of content/privacy.json: the privacy notice at /privacy, in plain words, each part of what
 * the law asks of it by name (so none can go missing in one language), the address for personal data
 * and the grievance officer, and the words that lead to it from the footer and beside every form's Send.
 */
export function privacySchema() {
  return z
    .object({
      ...pageCopy,
      intro: text,
      updated: text,
      linkLabel: text,
      formLine: text,
      email: shared(z.string().email("should be an e-mail address")),
      grievanceOfficer: shared(text),
      contact: z
        .object({ title: text, company: text, address: text, email: text, officer: text, phone: text })
        .strict(),
      sections: z
        .object({
          who: section,
          collected: section,
          sharedWith: section,
          browser: section,
          cookies: section,
          keeping: section,
          rights: section,
          complaints: section,
          changes: section,
        })
        .strict(),
    })
    .strict()
}
