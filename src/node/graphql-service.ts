/**
 * The after-sales page's content (content/service.json) as GraphQL types: content-service.ts
 * validates the same shape.
 */
export const serviceTypeDefs = `
  "The after-sales page (content/service.json): its words, kinds of request, symptoms, safety steps, battery lives and AMC plans."
  type ServiceJson implements Node @dontInfer {
    "Which language the entry is in, such as en or gu (src/lib/languages.ts)."
    language: String!
    title: String!, description: String!, intro: String!, linkTitle: String!, linkText: String!, linkLabel: String!
    breakdownText: String!, breakdownPhone: String!
    callLabel: String!, safety: ServiceSafety!, kinds: [ServiceKind!]!, dangerousSymptoms: [ServiceDanger!]!
    "The product lines serviced, by file name in content/products/, each with its common symptoms."
    lines: [ServiceLine!]!
    batteries: [ServiceBattery!]!, batteriesTitle: String!, batteriesText: String!, yearsLabel: String!
    plansTitle: String!, plansText: String!, plans: [ServicePlan!]!, plansLinkLabel: String!
    form: ServiceForm!
  }
  type ServiceSafety { title: String!, steps: [String!]! }
  type ServiceKind { id: String!, label: String!, hint: String!, urgent: Boolean!, asksSymptoms: Boolean! }
  type ServiceDanger { id: String!, label: String! }
  type ServiceLine { line: String!, hasBatteries: Boolean!, symptoms: [ServiceSymptom!]! }
  type ServiceSymptom { id: String!, label: String!, dangerous: Boolean! }
  type ServiceBattery { id: String!, name: String!, years: Int! }
  type ServicePlan { name: String!, visits: String!, response: String!, parts: String!, covers: [String!]! }
  type ServiceTime { id: String!, label: String! }
  type ServiceForm {
    heading: String!, subject: String!, referencePrefix: String!, kindLegend: String!, equipmentLegend: String!
    lineLabel: String!, brandLabel: String!, notSureLabel: String!, chooseLabel: String!, modelLabel: String!
    serialLabel: String!, nameplateHint: String!, yearLabel: String!, batteryLabel: String!, batteryDueNote: String!
    problemLegend: String!, symptomsHint: String!, dangerNotice: String!, descriptionLabel: String!
    descriptionHint: String!, siteDownLegend: String!, siteDownYes: String!, siteDownNo: String!
    visitLegend: String!, areaLabel: String!, areaHint: String!, addressLabel: String!, dateLabel: String!
    dateHint: String!, timeLabel: String!, times: [ServiceTime!]!, anyTimeLabel: String!, youLegend: String!
    nameLabel: String!, phoneLabel: String!, emailLabel: String!, submitLabel: String!, successMessage: String!
    referenceLabel: String!, errorSummaryTitle: String!, errors: ServiceFormErrors!
  }
  type ServiceFormErrors {
    kindRequired: String!, lineRequired: String!, problemRequired: String!, siteDownRequired: String!
    areaRequired: String!, addressRequired: String!, dateRequired: String!, datePast: String!, dateClosed: String!
    timeRequired: String!, tooLong: String!
  }
`
