import type { BatteryBank } from "./battery-bank"
import type { Assumptions, JobKind, Rating } from "./sizing-request"

/** What the backup sizing helper answers, and how its backup times are rounded for the visitor. */

export type SizingWarning = "motor" | "smallLoad" | "beyondRatings" | "beyondBank"

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

/** Whole minutes of backup, rounded down (a promise kept): to the minute under an hour, else to five. */
export function backupMinutes(hours: number): number {
  const minutes = hours * 60
  return minutes < 60 ? Math.floor(minutes) : Math.floor(minutes / 5) * 5
}
