import type { FieldLabel } from "./field-label"

/** The fields of content/service.json, the after-sales page's file, by path ("service.kinds.label"). */

/** The form's messages beside a field to mend, as the contact form's are labelled: what went wrong, and when. */
const ERRORS: Record<string, FieldLabel> = {
  kindRequired: { label: "Kind of request missing", hint: "When no kind of request is chosen" },
  lineRequired: { label: "Product missing", hint: "When no product is chosen, not even Not sure" },
  problemRequired: { label: "Problem missing", hint: "When a breakdown has nothing ticked and nothing written" },
  siteDownRequired: {
    label: "Site down not answered",
    hint: "When an urgent request does not say whether work has stopped",
  },
  areaRequired: { label: "Area missing", hint: "When the area is empty" },
  addressRequired: { label: "Address missing", hint: "When the address is empty" },
  dateRequired: { label: "Day missing", hint: "When no day is chosen" },
  datePast: { label: "Day in the past", hint: "When the day chosen has passed" },
  dateClosed: {
    label: "Day we do not visit",
    hint: "When a request that is not urgent asks for a day we do not visit",
  },
  timeRequired: { label: "Time missing", hint: "When no time of day is chosen" },
  tooLong: { label: "Text too long", hint: "{max} is the limit, {count} its length" },
}

export const SERVICE_LABELS: Record<string, FieldLabel> = {
  "service.title": { label: "Page title", hint: "The page's heading, in search results and browser tabs" },
  "service.intro": { label: "Introduction", hint: "One or two sentences under the heading", multiline: true },
  "service.linkTitle": {
    label: "Link heading",
    hint: "Heading of the box that leads here from the product lines, the home page and Contact",
  },
  "service.linkText": { label: "Link text", hint: "One sentence in that box", multiline: true },
  "service.linkLabel": { label: "Link button", hint: "The words on that box's button, and on the footer's link" },
  "service.breakdownText": {
    label: "Breakdown line text",
    hint: "At the top of the page, beside the 24/7 number",
  },
  "service.breakdownPhone": {
    label: "24/7 breakdown number",
    hint: 'The number that answers day and night, with the country code, such as "+91 99090 57814"',
  },
  "service.callLabel": {
    label: "Call button",
    hint: 'The words on the button that calls that number, such as "Call 24/7"',
  },
  "service.safety": {
    label: "Safety steps",
    hint: "What to do first when there is smoke, a burning smell, sparks or a swollen or leaking battery",
  },
  "service.safety.title": {
    label: "Safety heading",
    hint: "Above the steps: names the signs of danger and says to follow these steps first",
  },
  "service.safety.steps": {
    label: "Steps",
    hint: "In the order to follow them. Have an engineer check every word: a wrong step can hurt someone.",
    multiline: true,
  },
  "service.kinds": { label: "Kinds of request", hint: "What a visitor can ask for, in the order offered" },
  "service.kinds.id": {
    label: "Short name",
    hint: 'Used in the e-mail the service desk receives: small letters and dashes, such as "breakdown"',
  },
  "service.kinds.label": { label: "Name", hint: 'As visitors read it, such as "Breakdown or fault"' },
  "service.kinds.hint": { label: "Hint", hint: "A few words under the name: when to choose it" },
  "service.kinds.urgent": {
    label: "Urgent",
    hint: "On for a breakdown: any day and hour may be chosen, and the visitor is asked whether work has stopped",
  },
  "service.kinds.asksSymptoms": {
    label: "Asks what is wrong",
    hint: "On to ask what is wrong: the visitor ticks the symptoms or says what happened",
  },
  "service.dangerousSymptoms": {
    label: "Dangerous signs on any product",
    hint: "Offered for every product: ticking one shows the safety steps at once",
  },
  "service.dangerousSymptoms.id": { label: "Short name", hint: 'Small letters and dashes, such as "burning-smell"' },
  "service.dangerousSymptoms.label": { label: "Name", hint: 'As visitors read it, such as "Burning smell"' },
  "service.lines": {
    label: "Products we service",
    hint: "Each product line a visitor can book a service for, with its common symptoms",
  },
  "service.lines.line": {
    label: "Product line",
    hint: "Picked from the product lines shown on the site, each once in this list",
    relation: "products",
  },
  "service.lines.hasBatteries": {
    label: "Has batteries",
    hint: "On if it runs on batteries: the visitor is asked which kind, and told when they are due for replacement",
  },
  "service.lines.symptoms": { label: "Symptoms", hint: "What usually goes wrong with it, in the order offered" },
  "service.lines.symptoms.id": { label: "Short name", hint: 'Small letters and dashes, such as "no-backup"' },
  "service.lines.symptoms.label": {
    label: "Name",
    hint: 'As visitors read it, such as "Beeping, continuously or often"',
  },
  "service.lines.symptoms.dangerous": {
    label: "Dangerous",
    hint: "On for a sign of danger, such as a swollen battery: ticking it shows the safety steps at once",
  },
  "service.batteries": { label: "Battery lives", hint: "How long each kind of battery usually lasts in the city" },
  "service.batteries.id": { label: "Short name", hint: 'Small letters and dashes, such as "tubular"' },
  "service.batteries.name": {
    label: "Kind of battery",
    hint: 'As visitors read it, such as "Tubular, as with most inverters"',
  },
  "service.batteries.years": {
    label: "Usual life in years",
    hint: "Batteries this old or older are said to be due for replacement",
  },
  "service.batteriesTitle": { label: "Battery lives heading", hint: "The heading above the battery lives" },
  "service.batteriesText": { label: "Battery lives text", hint: "A few sentences under that heading", multiline: true },
  "service.yearsLabel": {
    label: "Battery life wording",
    hint: 'How each life reads on the page, with {years} where the number goes, such as "about {years} years"',
  },
  "service.plansTitle": { label: "AMC heading", hint: "The heading above the annual maintenance plans" },
  "service.plansText": {
    label: "AMC text",
    hint: "A few sentences under that heading: prices are on request",
    multiline: true,
  },
  "service.plans": { label: "AMC plans", hint: "The annual maintenance contracts offered, one card each" },
  "service.plans.name": { label: "Plan name", hint: 'Such as "Comprehensive"' },
  "service.plans.visits": { label: "Visits", hint: 'How many visits a year, such as "4 preventive visits a year"' },
  "service.plans.response": { label: "Response time", hint: 'How soon an engineer comes, such as "Within 4 hours"' },
  "service.plans.parts": {
    label: "Parts",
    hint: 'Whether parts are included, such as "Parts included, except batteries"',
  },
  "service.plans.covers": { label: "What it covers", hint: "What the plan includes, one thing per line: at least one" },
  "service.plansLinkLabel": {
    label: "AMC button",
    hint: 'The words on the button under the plans that asks for an AMC, such as "Ask for an AMC quote"',
  },
  "service.form": { label: "The request form", hint: "Every text of the form visitors fill in" },
  "service.form.heading": { label: "Form heading", hint: "The heading above the form" },
  "service.form.subject": {
    label: "E-mail subject",
    hint: "The subject of the e-mail the service desk receives, before the reference",
  },
  "service.form.referencePrefix": {
    label: "Reference prefix",
    hint: 'The capital letters every reference starts with, such as "VPS" in VPS-2611-4K7Q9',
  },
  "service.form.kindLegend": { label: "Kind of request question", hint: "The question above the kinds of request" },
  "service.form.equipmentLegend": { label: "Equipment heading", hint: "Above the product, brand, model and year" },
  "service.form.lineLabel": { label: "Product label", hint: "Beside the list of products" },
  "service.form.brandLabel": { label: "Brand label", hint: "Beside the list of brands" },
  "service.form.notSureLabel": {
    label: "Not sure",
    hint: 'The choice in the lists for a visitor who does not know, such as "Not sure"',
  },
  "service.form.chooseLabel": {
    label: "Nothing chosen yet",
    hint: 'What a drop-down list shows before anything is chosen, such as "Choose…"',
  },
  "service.form.modelLabel": { label: "Model label", hint: "Beside the model box" },
  "service.form.serialLabel": { label: "Serial number label", hint: "Beside the serial number box" },
  "service.form.nameplateHint": { label: "Nameplate hint", hint: "Where to find the model and serial number" },
  "service.form.yearLabel": { label: "Year label", hint: "Beside the year it was installed" },
  "service.form.batteryLabel": { label: "Battery label", hint: "Beside the kind of battery" },
  "service.form.batteryDueNote": {
    label: "Batteries due",
    hint: "Shown when the batteries are as old as their usual life, with {age} and {years} for the numbers",
  },
  "service.form.problemLegend": { label: "Problem question", hint: "The question above the symptoms" },
  "service.form.symptomsHint": { label: "Symptoms hint", hint: "One sentence under that question" },
  "service.form.dangerNotice": {
    label: "Danger notice",
    hint: "Above the safety steps in the form, when a dangerous sign is ticked",
  },
  "service.form.descriptionLabel": { label: "What happened label", hint: "Beside the box for the visitor's own words" },
  "service.form.descriptionHint": { label: "What happened hint", hint: "What to tell us, in one sentence" },
  "service.form.siteDownLegend": {
    label: "Site down question",
    hint: "Asked for an urgent request: whether work has stopped where the equipment is",
  },
  "service.form.siteDownYes": { label: "Site down: yes", hint: "The answer that work has stopped" },
  "service.form.siteDownNo": { label: "Site down: no", hint: "The answer that it still runs" },
  "service.form.visitLegend": { label: "Visit heading", hint: "Above the area, address, day and time" },
  "service.form.areaLabel": { label: "Area label", hint: "Beside the area box" },
  "service.form.areaHint": { label: "Area hint", hint: "Under the area box: a few areas, as examples" },
  "service.form.addressLabel": { label: "Address label", hint: "Beside the address box" },
  "service.form.dateLabel": { label: "Day label", hint: "Beside the day of the visit" },
  "service.form.dateHint": { label: "Day hint", hint: "Under the day box: which days we visit" },
  "service.form.timeLabel": { label: "Time label", hint: "Beside the times of day" },
  "service.form.times": { label: "Times of day", hint: "The parts of the working day a visitor can choose" },
  "service.form.times.id": { label: "Short name", hint: 'Small letters and dashes, such as "morning"' },
  "service.form.times.label": { label: "Name", hint: 'As visitors read it, such as "Morning, 9:30 to 12:30"' },
  "service.form.anyTimeLabel": {
    label: "Any hour",
    hint: "The time an urgent request may choose: as soon as possible, day or night",
  },
  "service.form.youLegend": { label: "Your details heading", hint: "Above the name, mobile number and e-mail" },
  "service.form.nameLabel": { label: "Name label", hint: "Beside the name box" },
  "service.form.phoneLabel": { label: "Mobile label", hint: "Beside the mobile number box" },
  "service.form.emailLabel": { label: "E-mail label", hint: "Beside the e-mail box: the e-mail is optional" },
  "service.form.submitLabel": { label: "Send button", hint: "The words on the button that sends the request" },
  "service.form.successMessage": {
    label: "Sent message",
    hint: "Shown once the request is sent, with {reference} where its reference goes",
    multiline: true,
  },
  "service.form.referenceLabel": { label: "Reference label", hint: "Before the reference in the e-mail and WhatsApp" },
  "service.form.errorSummaryTitle": { label: "Problem heading", hint: "Above the list of what to mend before sending" },
  "service.form.errors": {
    label: "Error messages",
    hint: "What the form says beside a field to mend, and in the list above it",
  },
  ...Object.fromEntries(Object.entries(ERRORS).map(([code, label]) => [`service.form.errors.${code}`, label])),
}
