import { z } from "zod"
import { list, noted, pageCopy, shared, text } from "./content-fields"

/** A part of the notice: its heading and its paragraphs, where {email} is the privacy address, as a link. */
const section = noted(
  z.object({ heading: text, paragraphs: list(text).min(1, "needs at least one paragraph") }).strict(),
  { typeName: "PrivacySection" },
)

/**
 * The schema of content/privacy.json: the privacy notice at /privacy, in plain words, each part of what
 * the law asks of it by name (so none can go missing in one language), the address for personal data
 * and the grievance officer, and the words that lead to it from the footer and beside every form's Send.
 */
export function privacySchema() {
  return noted(
    z
      .object({
        ...pageCopy,
        intro: text,
        updated: text,
        linkLabel: text,
        formLine: text,
        email: shared(z.string().email("should be an e-mail address")),
        grievanceOfficer: shared(text),
        contact: noted(
          z.object({ title: text, company: text, address: text, email: text, officer: text, phone: text }).strict(),
          { typeName: "PrivacyContact" },
        ),
        sections: noted(
          z
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
          {
            typeName: "PrivacySections",
            doc: "Each part of the notice; {email} in a paragraph is the privacy address.",
          },
        ),
      })
      .strict(),
    {
      doc: "The privacy notice (content/privacy.json): its words, the address for personal data and the grievance officer.",
    },
  )
}
