/** How old a bank of batteries installed in `installedYear` is in `year`, and whether that is its kind's usual life or more. */
export function batteryAge(
  installedYear: number,
  year: number,
  usualLifeYears: number,
): { age: number; due: boolean } | undefined {
  if (!Number.isInteger(installedYear) || installedYear > year) return undefined
  const age = year - installedYear
  return { age, due: age >= usualLifeYears }
}

/**
 * The usual life of the batteries a visitor names: their kind's, or, when they are not sure, the
 * shortest of all, so that old batteries of an unknown kind are still said to be due.
 */
export function usualLife(kind: string, batteries: readonly { id: string; years: number }[]): number {
  return batteries.find(battery => battery.id === kind)?.years ?? Math.min(...batteries.map(battery => battery.years))
}

/** How far back a visitor may say the equipment was installed: this year and the twenty before, latest first. */
export const installationYears = (year: number) => Array.from({ length: 21 }, (_, back) => year - back)
