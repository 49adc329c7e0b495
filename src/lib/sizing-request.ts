/** What the backup sizing helper is asked, and the rules of content/backup-sizing.json it sizes by. */

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
