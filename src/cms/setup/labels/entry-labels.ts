import { MINIMUM_PHOTO_WIDTH } from "../../../lib/photo-sizes"
import { GALLERY_LIMIT } from "../../../node/content-schema"
import type { FieldLabel } from "./field-label"

/** The gallery of a product line or a brand, by the path after the entry's kind ("photos.caption"). */
const PHOTOS: Record<string, FieldLabel> = {
  photos: {
    label: "Photos of our work",
    hint: `Optional: up to ${GALLERY_LIMIT} photos of jobs done, shown in this order; drag to reorder`,
  },
  "photos.image": {
    label: "Photo",
    hint: `A photo straight from your phone, at least ${MINIMUM_PHOTO_WIDTH.gallery} pixels wide; it is made ready as it uploads`,
    minWidth: MINIMUM_PHOTO_WIDTH.gallery,
    folder: "photos",
  },
  "photos.imageAlt": {
    label: "Photo description",
    hint: "What the photo shows, in one sentence, for people who cannot see it",
  },
  "photos.caption": {
    label: "Caption",
    hint: 'Optional: what was done where, such as "40 kVA online UPS with a 30-minute battery bank, pharma plant, Changodar"',
  },
}
const photosOf = (kind: string) =>
  Object.fromEntries(Object.entries(PHOTOS).map(([path, label]) => [`${kind}.${path}`, label]))

/** The fields of a product line, a brand and a team member, by path ("product.overview"). */
export const ENTRY_LABELS: Record<string, FieldLabel> = {
  ...photosOf("product"),
  ...photosOf("brand"),
  "product.primaryTitle": { label: "Name", hint: 'The product line, as the card\'s heading: "UPS Systems"' },
  "product.secondaryTitle": {
    label: "Brand line",
    hint: "Optional: the brands under the heading, such as APC · Luminous",
  },
  "product.description": {
    label: "Description",
    hint: "The card's text and the page's description in search results: one or two sentences, at most 170 characters",
    multiline: true,
  },
  "product.image": {
    label: "Image",
    hint: `Optional: a photo at least ${MINIMUM_PHOTO_WIDTH.productLine} pixels wide, at the top of its card and its page`,
    minWidth: MINIMUM_PHOTO_WIDTH.productLine,
  },
  "product.imageAlt": {
    label: "Image description",
    hint: "What the image shows, for people who cannot see it: required when there is an image",
  },
  "product.linksToSizingHelper": {
    label: "Links to the sizing helper",
    hint: "On for a power line (UPS, inverters, batteries): its page leads to the backup sizing helper",
  },
  "product.contactUsMessage": {
    label: "Enquiry message",
    hint: "The message already typed in the contact form when a visitor presses Contact Us on this card",
    multiline: true,
  },
  "product.brands": {
    label: "Brands carried",
    hint: "The brands of this line, picked from the brands, in the order its page shows them (may be none)",
    relation: "brands",
  },
  "product.overview": {
    label: "Overview",
    hint: "Two or three short paragraphs at the top of the line's page, one per box",
    multiline: true,
  },
  "product.supplies": {
    label: "What we supply",
    hint: "What the company supplies in this line: a heading and a sentence each",
  },
  "product.supplies.title": { label: "Item", hint: 'A few words, such as "Online UPS"' },
  "product.supplies.text": { label: "Sentence", hint: "One sentence on what it is and who it suits", multiline: true },
  "product.uses": {
    label: "Typical uses",
    hint: 'Where customers use this line, a few words each, such as "Server rooms"',
  },
  "product.keyFigures": {
    label: "Key figures",
    hint: "Optional, up to four: a label and a value each, such as Capacity and 600 VA to 500 kVA",
  },
  "product.keyFigures.label": { label: "Label", hint: 'What is measured, such as "Capacity"' },
  "product.keyFigures.value": { label: "Value", hint: 'The figure or range, such as "600 VA to 500 kVA"' },

  "brand.title": { label: "Brand name", hint: "As the brand writes it; also the logo's description" },
  "brand.logo": { label: "Logo", hint: "The brand's logo file: SVG is best, else PNG or JPEG" },
  "brand.about": {
    label: "About the brand",
    hint: "One or two paragraphs, one per box; the first (at most 170 characters) is also shown in search results",
    multiline: true,
  },
  "brand.standing": {
    label: "Our standing",
    hint: 'Optional: the company\'s standing with the brand, such as "Authorised service partner", only if true',
  },

  "teamMember.title": { label: "Role", hint: 'The job title above the name, such as "Service Engineer"' },
  "teamMember.name": { label: "Name", hint: "First name and surname" },
  "teamMember.description": {
    label: "About",
    hint: "Two or three sentences about what this person does for customers",
    multiline: true,
  },
  "teamMember.image": {
    label: "Photo",
    hint: `A portrait photo, taller than wide, at least ${MINIMUM_PHOTO_WIDTH.portrait} pixels wide`,
    minWidth: MINIMUM_PHOTO_WIDTH.portrait,
  },
}
