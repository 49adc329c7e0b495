import { bankFor, bankHours } from "./battery-bank"
import type { SizingAnswer, SizingWarning } from "./sizing-answer"
import { apparentPower, batteryCurrent, totalWatts } from "./sizing-formulas"
import type { Assumptions, BatteryType, SizingRequest, SizingRules } from "./sizing-request"

/**
 * Sizing a UPS or an inverter and its battery bank for a list of loads and a backup time: the
 * arithmetic of the backup sizing helper (src/sizing/), which the build also runs for the page's
 * table of typical setups. Every number it assumes comes in as an argument, from
 * content/backup-sizing.json or from the visitor. The formulas and their sources are in the README
 * ("The backup sizing helper"). What it is asked is in sizing-request.ts, the formulas in
 * sizing-formulas.ts, the battery bank in battery-bank.ts and what it answers in sizing-answer.ts.
 */

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
