/**
 * Sizing a UPS or an inverter and its battery bank for a list of loads and a backup time: the
 * arithmetic of the backup sizing helper (src/sizing/), which the build also runs for the page's
 * table of typical setups. Every number it assumes comes in as an argument, from
 * content/backup-sizing.json or from the visitor. The formulas and their sources are in the README
 * ("The backup sizing helper").
 */

/** Every battery in a bank is a 12 V block; a bank of 48 V is four in series. */
export const BLOCK_VOLTS = 12

/**
 * The most strings of batteries the helper puts in parallel. Parallel strings share the current
 * unevenly as they age, so a bank that needs more is one an engineer designs on site.
 */
export const MAX_PARALLEL_STRINGS = 4

export interface Load {
  watts: number
  count: number
  /** Starts with several times its running current (a compressor, a pump). */
  motor?: boolean
  /** Must not see even a short break (a server, medical equipment): only an online UPS will do. */
  online?: boolean
}

export interface Rating {
  name: string
  va: number
  watts: number
  /** The voltage of the battery bank the unit takes, a multiple of BLOCK_VOLTS. */
  batteryVolts: number
  /** An online (double-conversion) UPS: no break at all when the mains fails. */
  online: boolean
}

export interface BatteryType {
  id: string
  /** Share of the rated capacity used in a cut, in percent. */
  depthOfDischargePercent: number
  /** How much less a lead-acid battery gives at higher currents; 1 for none. */
  peukertExponent: number
  /** The hours over which the battery's Ah are rated (20 for C20). */
  ratedHours: number
  /** The capacities the company sells, in Ah, smallest first. */
  sizes: readonly number[]
}

export type JobKind = "ups" | "inverter"

export interface Job {
  ratings: readonly Rating[]
  /** The battery the helper chooses when the visitor does not. */
  battery: string
}

export interface Assumptions {
  /** Of the loads: watts over volt-amperes. */
  powerFactor: number
  /** Of the unit, running from its battery, in percent. */
  inverterEfficiencyPercent: number
  /** How far the rating stays above the load, in percent of the load. */
  headroomPercent: number
  /** What a battery still holds after a few years, in percent of its rated capacity. */
  agedCapacityPercent: number
  depthOfDischargePercent: number
  peukertExponent: number
}

export interface SizingRules {
  jobs: Record<JobKind, Job>
  batteries: readonly BatteryType[]
  /** Backup up to this long is an IT UPS job (minutes); longer is an inverter job (hours). */
  upsUpToMinutes: number
  /** Below this share of the unit's rating, in percent, the estimate is not reliable. */
  smallLoadPercent: number
}

export interface SizingRequest {
  loads: readonly Load[]
  minutes: number
  /** The visitor's choice of battery, or none: the job's own. */
  battery?: string
  /** What the visitor changed of the assumptions; the rest come from the content and the battery. */
  assumptions?: Partial<Assumptions>
}

export type SizingWarning = "motor" | "smallLoad" | "beyondRatings" | "beyondBank"

export interface BatteryBank {
  volts: number
  batteryAh: number
  inSeries: number
  strings: number
  count: number
}

export interface SizingAnswer {
  job: JobKind
  /** Why it is that job: the backup time, or a load that needs an online UPS. */
  jobReason: "minutes" | "hours" | "online"
  watts: number
  va: number
  battery: string
  assumptions: Assumptions
  /** The smallest standard rating that covers the load with headroom; none beyond the largest. */
  rating?: Rating
  /** The battery bank for the backup time with aged batteries; none beyond the largest the helper sizes. */
  bank?: BatteryBank
  /** Expected backup with that bank, in hours: with new batteries, and with batteries a few years old. */
  backupHours?: { new: number; aged: number }
  warnings: SizingWarning[]
}

/** Watts of all the loads together. */
export const totalWatts = (loads: readonly Load[]) => loads.reduce((sum, load) => sum + load.watts * load.count, 0)

/** The volt-amperes a load of `watts` draws at `powerFactor`, rounded to the nearest VA. */
export const apparentPower = (watts: number, powerFactor: number) => Math.round(watts / powerFactor)

/**
 * The textbook capacity of a battery bank: the energy the load takes over the backup time, over
 * the bank's voltage and the losses of the inverter and the battery. It ignores that a lead-acid
 * battery gives less at higher currents (peukertHours does not).
 */
export function batteryAh(args: {
  watts: number
  hours: number
  volts: number
  inverterEfficiency: number
  batteryEfficiency: number
}): number {
  return (args.watts * args.hours) / (args.volts * args.inverterEfficiency * args.batteryEfficiency)
}

/**
 * Peukert's law, in the form that keeps the rated hours: a battery of `capacityAh` rated over
 * `ratedHours` runs `ratedHours × (capacityAh / (currentA × ratedHours))^exponent` hours at `currentA`.
 * At its rated current it runs exactly its rated hours, as it should; the common `capacity / current^exponent`
 * does not.
 */
export function peukertHours(args: { capacityAh: number; ratedHours: number; currentA: number; exponent: number }) {
  return args.ratedHours * (args.capacityAh / (args.currentA * args.ratedHours)) ** args.exponent
}

/** The rated capacity that runs `hours` at `currentA`: peukertHours turned round. */
export function capacityForHours(args: { hours: number; ratedHours: number; currentA: number; exponent: number }) {
  return args.currentA * args.ratedHours * (args.hours / args.ratedHours) ** (1 / args.exponent)
}

/** The battery's current, in amperes, when the unit gives `watts` from a bank of `volts`. */
export const batteryCurrent = (watts: number, volts: number, inverterEfficiencyPercent: number) =>
  watts / (volts * (inverterEfficiencyPercent / 100))

/** Hours of backup from `strings` strings of `batteryAh` each, holding `capacityShare` of their rating. */
function bankHours(bank: BatteryBank, currentA: number, battery: BatteryType, assumptions: Assumptions, share = 1) {
  return (
    (assumptions.depthOfDischargePercent / 100) *
    peukertHours({
      capacityAh: bank.batteryAh * bank.strings * share,
      ratedHours: battery.ratedHours,
      currentA,
      exponent: assumptions.peukertExponent,
    })
  )
}

/**
 * The bank that still gives `hours` once its batteries are aged: the fewest strings of the smallest
 * size that do, or none if more than MAX_PARALLEL_STRINGS would be needed.
 */
function bankFor(volts: number, currentA: number, hours: number, battery: BatteryType, assumptions: Assumptions) {
  const inSeries = volts / BLOCK_VOLTS
  for (let strings = 1; strings <= MAX_PARALLEL_STRINGS; strings++) {
    // The aged capacity each string needs, to give `hours` over the depth of discharge.
    const agedAh = capacityForHours({
      hours: hours / (assumptions.depthOfDischargePercent / 100),
      ratedHours: battery.ratedHours,
      currentA: currentA / strings,
      exponent: assumptions.peukertExponent,
    })
    const neededAh = agedAh / (assumptions.agedCapacityPercent / 100)
    const batteryAh = battery.sizes.find(size => size >= neededAh)
    if (batteryAh !== undefined) return { volts, batteryAh, inSeries, strings, count: inSeries * strings }
  }
  return undefined
}

/** The job a request is: an online UPS for a load that needs one, else by the backup time. */
export function jobFor(request: SizingRequest, rules: SizingRules): Pick<SizingAnswer, "job" | "jobReason"> {
  if (request.loads.some(load => load.online && load.count > 0)) return { job: "ups", jobReason: "online" }
  return request.minutes <= rules.upsUpToMinutes
    ? { job: "ups", jobReason: "minutes" }
    : { job: "inverter", jobReason: "hours" }
}

/** The assumptions for a battery, with what the visitor changed. */
export function assumptionsFor(
  battery: BatteryType,
  defaults: Omit<Assumptions, "depthOfDischargePercent" | "peukertExponent">,
  changed: Partial<Assumptions> = {},
): Assumptions {
  return {
    ...defaults,
    depthOfDischargePercent: battery.depthOfDischargePercent,
    peukertExponent: battery.peukertExponent,
    ...changed,
  }
}

/**
 * The helper's answer: the load in watts and VA, the job, the rating, the bank and the backup
 * it gives new and aged, and what the numbers alone would not say. Undefined without a load or a time.
 */
export function sizeBackup(
  request: SizingRequest,
  rules: SizingRules,
  defaults: Omit<Assumptions, "depthOfDischargePercent" | "peukertExponent">,
): SizingAnswer | undefined {
  const loads = request.loads.filter(load => load.count > 0 && load.watts > 0)
  const watts = totalWatts(loads)
  if (watts <= 0 || !(request.minutes > 0)) return undefined

  const { job, jobReason } = jobFor({ ...request, loads }, rules)
  const battery =
    rules.batteries.find(type => type.id === request.battery) ??
    rules.batteries.find(type => type.id === rules.jobs[job].battery) ??
    rules.batteries[0]
  const assumptions = assumptionsFor(battery, defaults, request.assumptions)
  const va = apparentPower(watts, assumptions.powerFactor)
  const warnings: SizingWarning[] = loads.some(load => load.motor) ? ["motor"] : []
  const answer: SizingAnswer = { job, jobReason, watts, va, battery: battery.id, assumptions, warnings }

  const margin = 1 + assumptions.headroomPercent / 100
  const rating = rules.jobs[job].ratings.find(
    candidate =>
      candidate.watts >= watts * margin && candidate.va >= va * margin && (candidate.online || jobReason !== "online"),
  )
  if (!rating) return { ...answer, warnings: [...warnings, "beyondRatings"] }

  const currentA = batteryCurrent(watts, rating.batteryVolts, assumptions.inverterEfficiencyPercent)
  const bank = bankFor(rating.batteryVolts, currentA, request.minutes / 60, battery, assumptions)
  if (!bank) return { ...answer, rating, warnings: [...warnings, "beyondBank"] }

  const backupHours = {
    new: bankHours(bank, currentA, battery, assumptions),
    aged: bankHours(bank, currentA, battery, assumptions, assumptions.agedCapacityPercent / 100),
  }
  // Light loads: the unit's own draw is a large share, and a battery discharged over longer than its
  // rated hours is beyond what Peukert's law was measured for.
  const small = watts < (rating.watts * rules.smallLoadPercent) / 100 || backupHours.new > battery.ratedHours
  return { ...answer, rating, bank, backupHours, warnings: small ? [...warnings, "smallLoad"] : warnings }
}

/** Whole minutes of backup, rounded down (a promise kept): to the minute under an hour, else to five. */
export function backupMinutes(hours: number): number {
  const minutes = hours * 60
  return minutes < 60 ? Math.floor(minutes) : Math.floor(minutes / 5) * 5
}
