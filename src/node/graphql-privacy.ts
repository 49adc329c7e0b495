/**
 * The privacy notice's content (content/privacy.json) as GraphQL types: content-privacy.ts validates the
 * same shape.
 */
export const privacyTypeDefs = `
  "The privacy notice (content/privacy.json): its words, the address for personal data and the grievance officer."
  type PrivacyJson implements Node @dontInfer {
    "Which language the entry is in, such as en or gu (src/lib/languages.ts)."
    language: String!
    title: String!, description: String!, intro: String!, updated: String!, linkLabel: String!, formLine: String!
    email: String!, grievanceOfficer: String!, contact: PrivacyContact!, sections: PrivacySections!
  }
  type PrivacyContact { title: String!, company: String!, address: String!, email: String!, officer: String!, phone: String! }
  "Each part of the notice; {email} in a paragraph is the privacy address."
  type PrivacySections {
    who: PrivacySection!, collected: PrivacySection!, sharedWith: PrivacySection!, browser: PrivacySection!
    cookies: PrivacySection!, keeping: PrivacySection!, rights: PrivacySection!, complaints: PrivacySection!
    changes: PrivacySection!
  }
  type PrivacySection { heading: String!, paragraphs: [String!]! }
`
