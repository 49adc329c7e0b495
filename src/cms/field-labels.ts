/**
 * What the editor at /admin/ calls each field of content/, with a one-line hint for people who
 * are not programmers. The fields themselves come from the content schema (content-fields.ts);
 * __tests__/cms/field-labels.test.ts fails when a field has no label here or a label no field.
 */

export interface FieldLabel {
  label: string
  hint: string
  /** A few sentences rather than a line: a text box instead of a one-line field. */
  multiline?: true
  /** Holds the file names of entries of this collection ("apc" for content/brands/apc.json). */
  relation?: "brands"
}

/** What a collection of content/ and one of its entries are called in the editor. */
export interface CollectionLabel {
  label: string
  singular: string
  description: string
  /** The field that names an entry: its file name is made from it when the entry is added. */
  identifier: string
}

export const COLLECTION_LABELS: Record<"products" | "brands" | "team", CollectionLabel> = {
  products: {
    label: "Products",
    singular: "Product",
    description: "The product lines on Our Products, one card each. Order sets their place on the page.",
    identifier: "primaryTitle",
  },
  brands: {
    label: "Brands",
    singular: "Brand",
    description: "The brands on Our Brands, one logo each. Order sets their place on the page.",
    identifier: "title",
  },
  team: {
    label: "Team",
    singular: "Team member",
    description: "The people on Our Team, one card each. Order sets their place on the page.",
    identifier: "name",
  },
}

export const FILE_LABELS: Record<"site" | "home" | "about" | "contact" | "pages", { label: string; hint: string }> = {
  site: { label: "Company details", hint: "Name, address, phones, opening hours and what every page shares" },
  home: { label: "Home page", hint: "Every section of the home page" },
  about: { label: "About Us page", hint: "The company's story and its numbers" },
  contact: { label: "Contact page", hint: "The contact page and every text of the enquiry form" },
  pages: {
    label: "Other pages",
    hint: "Headings and banners of Our Team, Our Brands, Our Products and the not-found page",
  },
}

const ALT: FieldLabel = {
  label: "Image description",
  hint: "What the image shows, in one sentence, for people who cannot see it (required with every image)",
}

/** Fields that mean the same wherever they appear, by their name. */
export const SHARED_LABELS: Record<string, FieldLabel> = {
  order: { label: "Order", hint: "Its place on the page: 1 comes first. No two entries may share a number." },
  title: { label: "Heading", hint: "The heading of this part, as visitors read it" },
  description: {
    label: "Search description",
    hint: "One or two sentences that search engines show under the page's title (at most 170 characters)",
    multiline: true,
  },
  tagline: { label: "Tagline", hint: "A short line above or below the heading" },
  text: { label: "Text", hint: "A few sentences under the heading", multiline: true },
  image: { label: "Image", hint: "A JPEG or PNG photo at least 1600 px wide; the site makes smaller copies itself" },
  imageAlt: ALT,
  banner: { label: "Banner image", hint: "The wide photo at the top of the page, at least 1600 px wide" },
  intro: { label: "Introduction", hint: "One sentence on the banner, under the page's heading" },
  heading: { label: "Heading", hint: "The large heading of the page" },
  linkLabel: { label: "Button text", hint: 'The words on the button, such as "Read More"' },
  linkContext: {
    label: "Button context",
    hint: 'Read aloud after the button text for blind visitors, such as "about our products"',
  },
}

/** Fields by their path: "home.hero.heading"; fields of list items follow the list ("home.whyChooseUs.cards.title"). */
export const FIELD_LABELS: Record<string, FieldLabel> = {
  "product.primaryTitle": { label: "Name", hint: 'The product line, as the card\'s heading: "UPS Systems"' },
  "product.secondaryTitle": {
    label: "Brand line",
    hint: "Optional: the brands under the heading, such as APC · Luminous",
  },
  "product.description": {
    label: "Description",
    hint: "Optional: two or three sentences on what the company offers",
    multiline: true,
  },
  "product.image": { label: "Image", hint: "Optional: a photo at least 1600 px wide, shown at the top of the card" },
  "product.imageAlt": {
    label: "Image description",
    hint: "What the image shows, for people who cannot see it: required when there is an image",
  },
  "product.contactUsMessage": {
    label: "Enquiry message",
    hint: "The message already typed in the contact form when a visitor presses Contact Us on this card",
    multiline: true,
  },

  "brand.title": { label: "Brand name", hint: "As the brand writes it; also the logo's description" },
  "brand.logo": { label: "Logo", hint: "The brand's logo file: SVG is best, else PNG or JPEG" },

  "teamMember.title": { label: "Role", hint: 'The job title above the name, such as "Service Engineer"' },
  "teamMember.name": { label: "Name", hint: "First name and surname" },
  "teamMember.description": {
    label: "About",
    hint: "Two or three sentences about what this person does for customers",
    multiline: true,
  },
  "teamMember.image": { label: "Photo", hint: "A portrait photo, upright, at least 800 px wide" },

  "site.name": { label: "Company name", hint: "As it appears in the header, the footer and search results" },
  "site.shortName": { label: "Short name", hint: "Under the icon on a phone's home screen: at most 12 characters" },
  "site.legalName": { label: "Registered name", hint: "The company's legal name, for search engines" },
  "site.businessType": {
    label: "Kind of business",
    hint: "What search engines are told the company is; Electronics store fits most",
  },
  "site.url": { label: "Website address", hint: "The full address of the site, starting https://" },
  "site.description": {
    label: "Search description",
    hint: "One or two sentences about the company, for search engines and shared links",
    multiline: true,
  },
  "site.blurb": { label: "Footer blurb", hint: "A few sentences about the company in the footer", multiline: true },
  "site.logo": { label: "Logo", hint: "The logo in the header, on light backgrounds (SVG)" },
  "site.logoLight": { label: "Light logo", hint: "The logo in the footer and share images, on dark backgrounds (SVG)" },
  "site.icon": { label: "Icon", hint: "The square icon of browser tabs and phone home screens: an SVG file" },
  "site.themeColor": { label: "Theme colour", hint: 'The colour of a phone\'s address bar, such as "#0f3d2e"' },
  "site.backgroundColor": {
    label: "Background colour",
    hint: 'The colour a phone shows while the site opens from its home screen, such as "#f8f6ee"',
  },
  "site.address": { label: "Address", hint: "Where customers find the office" },
  "site.address.street": { label: "Street", hint: "Building, street and area" },
  "site.address.city": { label: "City", hint: "Such as Ahmedabad" },
  "site.address.region": { label: "State", hint: "Such as Gujarat" },
  "site.address.postalCode": { label: "PIN code", hint: "Six digits" },
  "site.address.country": { label: "Country", hint: "Such as India" },
  "site.address.countryCode": { label: "Country code", hint: 'Two capital letters: "IN" for India' },
  "site.geo": { label: "Map position", hint: "Optional: where the office is on a map, for search engines" },
  "site.geo.latitude": { label: "Latitude", hint: "Such as 23.0247 (from a map app: the first number)" },
  "site.geo.longitude": { label: "Longitude", hint: "Such as 72.5293 (from a map app: the second number)" },
  "site.areaServed": { label: "Areas served", hint: "Cities or regions the company works in, one each" },
  "site.priceRange": { label: "Price range", hint: 'For search engines, a few ₹ signs, such as "₹₹"' },
  "site.phones": {
    label: "Phone numbers",
    hint: 'With the country code, such as "+91 98250 41236"; the first is the main one',
  },
  "site.emails": { label: "E-mail addresses", hint: "The first one receives enquiries sent by e-mail" },
  "site.whatsapp": { label: "WhatsApp number", hint: 'With the country code, such as "+91 98250 41236"' },
  "site.hours": { label: "Opening hours", hint: "When the office is open; the site shows Open now or Closed now" },
  "site.hours.label": {
    label: "Hours as written",
    hint: 'How visitors read them: "Monday to Saturday, 9:30AM to 7:00PM"',
  },
  "site.hours.days": { label: "Open on", hint: "Every day the office opens" },
  "site.hours.opens": { label: "Opens at", hint: '24-hour time, such as "09:30"' },
  "site.hours.closes": { label: "Closes at", hint: '24-hour time, such as "19:00"' },
  "site.hours.timeZone": { label: "Time zone", hint: 'Leave as "Asia/Kolkata" for India' },
  "site.social": { label: "Social profiles", hint: "Each one adds its icon to the footer" },
  "site.social.network": { label: "Network", hint: "Which site the profile is on" },
  "site.social.url": { label: "Profile address", hint: "The full address of the profile, starting https://" },
  "site.navigation": { label: "Menu", hint: "The pages in the header's and the footer's menus, in order" },
  "site.navigation.path": { label: "Page", hint: 'The page\'s address on this site, such as "/contact"' },
  "site.navigation.header": { label: "Name in the header", hint: "As the menu at the top shows it" },
  "site.navigation.footer": { label: "Name in the footer", hint: "As the footer's Quick Links show it" },
  "site.labels": { label: "Words on every page", hint: "Short texts of the header and footer" },
  "site.labels.skipToContent": {
    label: "Skip link",
    hint: "The first link for keyboard and screen-reader users, to jump past the menu",
  },
  "site.labels.openMenu": { label: "Open menu", hint: "Read aloud for the menu button on phones" },
  "site.labels.closeMenu": { label: "Close menu", hint: "Read aloud for the menu button once open" },
  "site.labels.mainNavigation": { label: "Menu name", hint: "Read aloud to name the main menu" },
  "site.labels.breadcrumb": { label: "Breadcrumb name", hint: "Read aloud to name the Home › Page trail" },
  "site.labels.home": { label: "Home", hint: "The first step of the Home › Page trail" },
  "site.labels.quickLinks": { label: "Quick links heading", hint: "Above the footer's menu" },
  "site.labels.contactDetails": { label: "Contact details heading", hint: "Above the footer's address and phones" },
  "site.labels.followUs": { label: "Follow us heading", hint: "Above the footer's social icons" },
  "site.labels.rightsReserved": { label: "Copyright line", hint: "After the year and company name at the bottom" },
  "site.labels.whatsapp": { label: "WhatsApp", hint: "The name of the WhatsApp link" },
  "site.labels.openNow": { label: "Open now", hint: "Shown beside the hours while the office is open" },
  "site.labels.closedNow": { label: "Closed now", hint: "Shown beside the hours while it is closed" },
  "site.contactBlock": { label: "Call to action", hint: "The band above the footer asking visitors to get in touch" },
  "site.contactBlock.callLabel": { label: "Call button", hint: "Before the phone number on the call button" },
  "site.contactBlock.enquiryLabel": { label: "Enquiry button", hint: "The words on the button to the enquiry form" },
  "site.contactBlock.enquiryPath": { label: "Enquiry page", hint: 'Where that button leads, such as "/contact"' },

  "home.title": { label: "Page title", hint: "The home page's title in search results and browser tabs" },
  "home.hero": { label: "Top of the page", hint: "The large picture and heading visitors see first" },
  "home.hero.heading": { label: "Heading", hint: "The page's main heading: what the company does, in one line" },
  "home.hero.image": { label: "Image", hint: "The large photo, at least 1600 px wide" },
  "home.about": { label: "About Us section", hint: "The short introduction that links to About Us" },
  "home.brandStrip": { label: "Brand strip", hint: "The row of six brand logos" },
  "home.brandStrip.logos": {
    label: "Brands shown",
    hint: "Exactly six brands, in order, picked from the brands",
    relation: "brands",
  },
  "home.products": { label: "Products section", hint: "The section that links to Our Products" },
  "home.service": { label: "Service section", hint: "The section about installation and support" },
  "home.whyChooseUs": { label: "Why Choose Us", hint: "Four strengths and three cards" },
  "home.whyChooseUs.strengths": { label: "Strengths", hint: "Exactly four, each a heading and a sentence" },
  "home.whyChooseUs.strengths.text": { label: "Text", hint: "One sentence" },
  "home.whyChooseUs.cards": { label: "Cards", hint: "Exactly three, each with an image" },
  "home.whyChooseUs.cards.description": { label: "Text", hint: "One or two sentences", multiline: true },

  "about.title": { label: "Page title", hint: "The page's title in search results, the menu's words aside" },
  "about.body": { label: "Story", hint: "The company's story, one paragraph each", multiline: true },
  "about.highlights": { label: "Numbers", hint: 'Figures shown large, such as "20+" years in Ahmedabad' },
  "about.highlights.value": { label: "Figure", hint: 'Short, such as "20+" or "24/7"' },
  "about.highlights.label": { label: "What it counts", hint: 'Such as "years in Ahmedabad"' },

  "pages.team": { label: "Our Team page", hint: "Heading, banner and introduction" },
  "pages.brands": { label: "Our Brands page", hint: "Heading, banner and introduction" },
  "pages.products": { label: "Our Products page", hint: "Heading, banner, introduction and the cards' button" },
  "pages.products.contactLabel": {
    label: "Card button",
    hint: 'The words on every product card\'s button: "Contact Us"',
  },
  "pages.products.contactContext": {
    label: "Card button context",
    hint: 'Read aloud between the button text and the product\'s name, such as "about"',
  },
  "pages.notFound": { label: "Page not found", hint: "What a visitor sees at an address that does not exist" },
  "pages.notFound.text": { label: "Text", hint: "A sentence under the heading" },

  "contact.formHeading": { label: "Form heading", hint: "Above the enquiry form" },
  "contact.infoHeading": { label: "Details heading", hint: "Above the phone, e-mail, address and hours" },
  "contact.phoneHeading": { label: "Phone heading", hint: "Above the phone numbers" },
  "contact.emailHeading": { label: "E-mail heading", hint: "Above the e-mail addresses" },
  "contact.addressHeading": { label: "Address heading", hint: "Above the address" },
  "contact.timingsHeading": { label: "Hours heading", hint: "Above the opening hours" },
  "contact.form": { label: "Enquiry form", hint: "Every word of the form, its messages and its errors" },
  "contact.form.subject": { label: "E-mail subject", hint: "The subject of the e-mail the company receives" },
  "contact.form.nameLabel": { label: "Name field", hint: "The label of the name box" },
  "contact.form.emailLabel": { label: "E-mail field", hint: "The label of the e-mail box" },
  "contact.form.phoneLabel": { label: "Mobile field", hint: "The label of the mobile number box" },
  "contact.form.phoneHint": { label: "Mobile hint", hint: "The help under the mobile number box" },
  "contact.form.messageLabel": { label: "Message field", hint: "The label of the message box" },
  "contact.form.defaultMessage": { label: "Starting message", hint: "Already typed in the message box" },
  "contact.form.submitLabel": { label: "Send button", hint: "The words on the send button" },
  "contact.form.sendingLabel": { label: "Send button while sending", hint: 'Such as "Sending…"' },
  "contact.form.requiredError": { label: "Missing fields", hint: "When required boxes are empty" },
  "contact.form.errorSummaryTitle": { label: "Error list heading", hint: "Above the list of problems" },
  "contact.form.errorPrefix": { label: "Error prefix", hint: 'Read aloud before each problem, such as "Error"' },
  "contact.form.errors": { label: "Field errors", hint: "{max} and {count} are replaced by numbers" },
  "contact.form.errors.nameRequired": { label: "Name missing", hint: "When the name is empty" },
  "contact.form.errors.nameNoLetters": { label: "Name without letters", hint: "When the name has no letters" },
  "contact.form.errors.nameTooLong": { label: "Name too long", hint: "{max} is the limit" },
  "contact.form.errors.emailRequired": { label: "E-mail missing", hint: "When the e-mail is empty" },
  "contact.form.errors.emailMissingAt": { label: "E-mail without @", hint: "When the @ is missing" },
  "contact.form.errors.emailInvalid": { label: "E-mail wrong", hint: "When the address cannot be right" },
  "contact.form.errors.emailTooLong": { label: "E-mail too long", hint: "{max} is the limit" },
  "contact.form.errors.phoneRequired": { label: "Mobile missing", hint: "When the number is empty" },
  "contact.form.errors.phoneInvalidCharacters": { label: "Mobile with letters", hint: "When it has other characters" },
  "contact.form.errors.phoneNotIndian": { label: "Mobile not Indian", hint: "When another country code is used" },
  "contact.form.errors.phoneWrongLength": { label: "Mobile wrong length", hint: "{count} is the digits typed" },
  "contact.form.errors.phoneWrongStart": { label: "Mobile wrong start", hint: "When it does not start 6 to 9" },
  "contact.form.errors.phoneTooLong": { label: "Mobile too long", hint: "{max} is the limit" },
  "contact.form.errors.messageTooLong": { label: "Message too long", hint: "{max} is the limit, {count} its length" },
  "contact.form.sendingMessage": { label: "Sending", hint: "Shown while the message is on its way" },
  "contact.form.successMessage": { label: "Sent", hint: "Shown once the company has the message" },
  "contact.form.failureMessage": { label: "Not sent", hint: "Shown when sending failed" },
  "contact.form.failureHelp": { label: "Not sent, what next", hint: "Above the other ways to send it" },
  "contact.form.notConfiguredMessage": {
    label: "Online sending off",
    hint: "Shown when online sending is not set up, above the other ways to send",
  },
  "contact.form.offlineNotice": { label: "Offline", hint: "Shown when the visitor's phone has no connection" },
  "contact.form.waitingForConnectionMessage": {
    label: "Waiting to send",
    hint: "Shown when the message will go once the connection returns",
  },
  "contact.form.trappedMessage": { label: "Robot caught", hint: "Shown when the hidden robot trap was filled in" },
  "contact.form.retryLabel": { label: "Try again button", hint: "On the button that sends again" },
  "contact.form.emailFallbackLabel": { label: "Send by e-mail", hint: "On the button that opens the e-mail app" },
  "contact.form.whatsappFallbackLabel": { label: "Send by WhatsApp", hint: "On the button that opens WhatsApp" },
  "contact.form.callFallbackLabel": { label: "Call instead", hint: "On the button that calls the company" },
  "contact.form.trapLabel": { label: "Robot trap", hint: "Read only by robots: tells people to leave it empty" },
}

/** The label of a field: its own, else the one its name shares. */
export function labelFor(path: string): FieldLabel | undefined {
  return FIELD_LABELS[path] ?? SHARED_LABELS[path.slice(path.lastIndexOf(".") + 1)]
}
