import type { Load } from "./sizing-request"

/** The formulas of the sizing, each on its own (the README's "How it sizes" gives their sources). */

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
