import { ENTRY_NAME_FIELDS } from "../../../lib/content-rules"
import { ENTRY_LABELS } from "./entry-labels"
import { MINIMUM_PHOTO_WIDTH } from "../../../lib/photo-sizes"
import type { CollectionLabel, FieldLabel } from "./field-label"
import { PAGE_LABELS } from "./page-labels"
import { PRIVACY_LABELS } from "./privacy-labels"
import { SERVICE_LABELS } from "./service-labels"
import { SITE_LABELS } from "./site-labels"
import { SIZING_LABELS } from "./sizing-labels"

/**
 * What the editor at /admin/ calls each field of content/, with a one-line hint for people who
 * are not programmers. The fields themselves come from the content schema (src/node/schema-fields.ts);
 * __tests__/cms/field-labels.test.ts fails when a field has no label here or a label no field.
 */

export const COLLECTION_LABELS: Record<"products" | "brands" | "team", CollectionLabel> = {
  products: {
    label: "Products",
    singular: "Product",
    description: "The product lines: a card each on Our Products and a page of their own. Order sets their place.",
    identifier: ENTRY_NAME_FIELDS.products,
  },
  brands: {
    label: "Brands",
    singular: "Brand",
    description: "The brands: a logo each on Our Brands and a page of their own. Order sets their place.",
    identifier: ENTRY_NAME_FIELDS.brands,
  },
  team: {
    label: "Team",
    singular: "Team member",
    description: "The people on Our Team, one card each. Order sets their place on the page.",
    identifier: ENTRY_NAME_FIELDS.team,
  },
}

export const FILE_LABELS: Record<
  "site" | "home" | "about" | "contact" | "pages" | "backupSizing" | "service" | "privacy",
  { label: string; hint: string }
> = {
  site: { label: "Company details", hint: "Name, address, phones, opening hours and what every page shares" },
  home: { label: "Home page", hint: "Every section of the home page" },
  about: { label: "About Us page", hint: "The company's story and its numbers" },
  contact: { label: "Contact page", hint: "The contact page and every text of the enquiry form" },
  pages: {
    label: "Other pages",
    hint: "Headings and banners of Our Team, Our Brands, Our Products, the product line and brand pages, and the not-found page",
  },
  backupSizing: {
    label: "Backup sizing helper",
    hint: "The loads, ratings, batteries and assumptions of the helper that sizes a UPS or inverter, and its words",
  },
  service: {
    label: "Service page",
    hint: "Booking a service: the kinds of request, symptoms, safety steps, battery lives, AMC plans and the form's words",
  },
  privacy: {
    label: "Privacy notice",
    hint: "What the forms collect and why, who else handles it, how long it is kept, and whom to write to",
  },
}

const ALT: FieldLabel = {
  label: "Image description",
  hint: "What the image shows, in one sentence, for people who cannot see it (required with every image)",
}

/** Fields that mean the same wherever they appear, by their name. */
export const SHARED_LABELS: Record<string, FieldLabel> = {
  order: { label: "Order", hint: "Its place on the page: 1 comes first. Each entry has its own number." },
  shown: {
    label: "Shown on the site",
    hint: "Switch off to take it off the site, page and all, once published; switch on to bring it back",
  },
  title: { label: "Heading", hint: "The heading of this part, as visitors read it" },
  description: {
    label: "Search description",
    hint: "One or two sentences that search engines show under the page's title (at most 170 characters)",
    multiline: true,
  },
  tagline: { label: "Tagline", hint: "A short line above or below the heading" },
  text: { label: "Text", hint: "A few sentences under the heading", multiline: true },
  image: {
    label: "Image",
    hint: `A photo at least ${MINIMUM_PHOTO_WIDTH.feature} pixels wide, straight from a phone or camera`,
    minWidth: MINIMUM_PHOTO_WIDTH.feature,
  },
  imageAlt: ALT,
  banner: {
    label: "Banner image",
    hint: `The wide photo at the top of the page, at least ${MINIMUM_PHOTO_WIDTH.fullWidth} pixels wide`,
    minWidth: MINIMUM_PHOTO_WIDTH.fullWidth,
  },
  intro: { label: "Introduction", hint: "One sentence on the banner, under the page's heading" },
  heading: { label: "Heading", hint: "The large heading of the page" },
  linkLabel: { label: "Button text", hint: 'The words on the button, such as "Read More"' },
  linkContext: {
    label: "Button context",
    hint: 'Read aloud after the button text for blind visitors, such as "about our products"',
  },
}

/** Fields by their path: "home.hero.heading"; fields of list items follow the list ("home.whyChooseUs.cards.title"):
 * those of entries (entry-labels.ts), the company details (site-labels.ts), the pages (page-labels.ts) and the
 * backup sizing helper (sizing-labels.ts), the service page (service-labels.ts) and the privacy notice (privacy-labels.ts). */
export const FIELD_LABELS: Record<string, FieldLabel> = {
  ...ENTRY_LABELS,
  ...SITE_LABELS,
  ...PAGE_LABELS,
  ...SIZING_LABELS,
  ...SERVICE_LABELS,
  ...PRIVACY_LABELS,
}

/** The label of a field: its own, else the one its name shares. */
export function labelFor(path: string): FieldLabel | undefined {
  return FIELD_LABELS[path] ?? SHARED_LABELS[path.slice(path.lastIndexOf(".") + 1)]
}
