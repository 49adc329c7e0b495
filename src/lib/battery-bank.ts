import { capacityForHours, peukertHours } from "./sizing-formulas"
import type { Assumptions, BatteryType } from "./sizing-request"

/** The battery bank: how many batteries of which size, in series and in parallel, and the backup it gives. */

/** Every battery in a bank is a 12 V block; a bank of 48 V is four in series. */
export const BLOCK_VOLTS = 12

/**
 * The most strings of batteries the helper puts in parallel. Parallel strings share the current
 * unevenly as they age, so a bank that needs more is one an engineer designs on site.
 */
export const MAX_PARALLEL_STRINGS = 4

export interface BatteryBank {
  volts: number
  batteryAh: number
  inSeries: number
  strings: number
  count: number
}

/** Hours of backup from `strings` strings of `batteryAh` each, holding `capacityShare` of their rating. */
export function bankHours(
  bank: BatteryBank,
  currentA: number,
  battery: BatteryType,
  assumptions: Assumptions,
  share = 1,
) {
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
export function bankFor(
  volts: number,
  currentA: number,
  hours: number,
  battery: BatteryType,
  assumptions: Assumptions,
) {
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
