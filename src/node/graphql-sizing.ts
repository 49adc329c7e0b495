/** The GraphQL types of the backup sizing helper's file, which content-sizing.ts validates. */
export const sizingTypeDefs = `
  "The backup sizing helper (content/backup-sizing.json): its words, loads, ratings, batteries and assumptions."
  type BackupSizingJson implements Node @dontInfer {
    "Which language the entry is in, such as en or gu (src/lib/languages.ts)."
    language: String!
    title: String!, description: String!, intro: String!, linkTitle: String!, linkText: String!, linkLabel: String!
    estimateNote: String!, loadsTitle: String!, loadsHint: String!, countLabel: String!, wattsLabel: String!
    groups: [SizingLoadGroup!]!
    otherTitle: String!, otherHint: String!, otherNameLabel: String!, addOtherLabel: String!, removeOtherLabel: String!
    timeTitle: String!, times: [Int!]!, defaultMinutes: Int!, units: SizingUnits!
    batteryTitle: String!, batteryHint: String!, batteryAnyLabel: String!, batteries: [SizingBattery!]!
    jobs: SizingJobs!, upsUpToMinutes: Int!, smallLoadPercent: Int!, assumptions: SizingAssumptions!
    answer: SizingAnswerWords!, assumptionsTitle: String!, assumptionsHint: String!
    assumptionLabels: SizingAssumptionLabels!, resetLabel: String!, quoteLabel: String!, whatsappLabel: String!
    "The enquiry it writes, with {loads}, {time}, {answer} and {link} where they go."
    message: String!
    setups: SizingSetups!
  }
  type SizingLoadGroup { title: String!, loads: [SizingLoad!]! }
  type SizingLoad { id: String!, name: String!, watts: Int!, count: Int!, motor: Boolean, online: Boolean }
  type SizingUnits { hours: String!, minutes: String! }
  type SizingBattery {
    id: String!, name: String!, depthOfDischargePercent: Int!, peukertExponent: Float!, ratedHours: Int!, sizes: [Int!]!
  }
  type SizingJobs { ups: SizingJob!, inverter: SizingJob! }
  type SizingJob { battery: String!, ratings: [SizingRating!]! }
  type SizingRating { name: String!, va: Int!, watts: Int!, batteryVolts: Int!, online: Boolean! }
  type SizingAssumptions {
    powerFactor: Float!, inverterEfficiencyPercent: Int!, headroomPercent: Int!, agedCapacityPercent: Int!
  }
  type SizingAnswerWords {
    title: String!, empty: String!, showLabel: String!, jobReasons: SizingJobReasons!, loadLabel: String!, unitLabel: String!
    bankLabel: String!, bank: String!, strings: String!, backupLabel: String!, backup: String!
    warnings: SizingWarnings!
  }
  type SizingJobReasons { minutes: String!, hours: String!, online: String! }
  type SizingWarnings { motor: String!, smallLoad: String!, beyondRatings: String!, beyondBank: String! }
  type SizingAssumptionLabels {
    powerFactor: String!, inverterEfficiencyPercent: String!, headroomPercent: String!, agedCapacityPercent: String!
    depthOfDischargePercent: String!, peukertExponent: String!
  }
  type SizingSetups {
    title: String!, intro: String!, setupHeading: String!, timeHeading: String!, loadHeading: String!
    unitHeading: String!, bankHeading: String!, backupHeading: String!, items: [SizingSetup!]!
  }
  type SizingSetup { name: String!, loads: [SizingSetupLoad!]!, minutes: Int! }
  type SizingSetupLoad { load: String!, count: Int! }
`
