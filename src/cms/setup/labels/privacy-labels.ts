import type { FieldLabel } from "./field-label"

/** The parts of the notice, in its order: the editor's name for each and what it tells visitors. */
const SECTIONS: Record<string, [string, string]> = {
  who: ["Who we are", "Who the company is, and where to write about personal data"],
  collected: ["What each form asks for", "What the enquiry and the service request ask for, and why"],
  sharedWith: ["Who else handles it", "EmailJS, the visitor's own e-mail app or WhatsApp, Cloudflare"],
  browser: ["What stays in the browser", "The draft kept in the tab until it is sent"],
  cookies: ["No cookies, no tracking", "That the pages set no cookies and run no tracking"],
  keeping: ["How long we keep it", "How long an enquiry and a service request are kept"],
  rights: ["Seeing, correcting, erasing", "How to ask for access, correction or erasure"],
  complaints: ["Complaints", "The grievance officer first, then the Data Protection Board of India"],
  changes: ["Changes to the notice", "How a change to the notice is made known"],
}

/** The fields of content/privacy.json, the privacy notice's file, by path ("privacy.sections.who.heading"). */
export const PRIVACY_LABELS: Record<string, FieldLabel> = {
  "privacy.title": { label: "Page title", hint: "The page's heading, in search results and browser tabs" },
  "privacy.intro": { label: "Introduction", hint: "One sentence under the heading" },
  "privacy.updated": {
    label: "Last updated",
    hint: 'When the notice last changed, such as "Last updated: 1 December 2026"',
  },
  "privacy.linkLabel": { label: "Footer link", hint: "The words of the footer's link to this page, on every page" },
  "privacy.formLine": { label: "Line beside Send", hint: "The link to this page beside the Send button of every form" },
  "privacy.email": {
    label: "E-mail for personal data",
    hint: "Where visitors write about their personal data; {email} in the text below is this address",
  },
  "privacy.grievanceOfficer": {
    label: "Grievance officer",
    hint: "The person who answers questions and complaints about personal data, by name",
  },
  "privacy.contact": { label: "Contact details", hint: "The labels of the box of whom to write to, under Who we are" },
  "privacy.contact.title": { label: "Box heading", hint: 'Above the contact details, such as "Who to write to"' },
  "privacy.contact.company": { label: "Company label", hint: "Before the company's legal name" },
  "privacy.contact.address": { label: "Address label", hint: "Before the company's address" },
  "privacy.contact.email": { label: "E-mail label", hint: "Before the e-mail for personal data" },
  "privacy.contact.officer": { label: "Grievance officer label", hint: "Before the grievance officer's name" },
  "privacy.contact.phone": { label: "Phone label", hint: "Before the company's phone number" },
  "privacy.sections": { label: "The notice", hint: "Each part of the notice: a heading and its paragraphs" },
  ...Object.fromEntries(
    Object.entries(SECTIONS).flatMap(([name, [label, hint]]) => [
      [`privacy.sections.${name}`, { label, hint }],
      [`privacy.sections.${name}.heading`, { label: "Heading", hint: `The heading of this part: ${label}` }],
      [
        `privacy.sections.${name}.paragraphs`,
        {
          label: "Paragraphs",
          hint: "Plain words, one paragraph each; {email} becomes the e-mail link",
          multiline: true,
        },
      ],
    ]),
  ),
}
