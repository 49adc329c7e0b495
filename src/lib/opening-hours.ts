export interface WeeklyHours {
  /** English day names, "Monday" to "Sunday". */
  days: readonly string[]
  /** 24-hour "HH:MM" on the business's own clock. */
  opens: string
  closes: string
  /** How far the business's clock is ahead of UTC, in minutes (330 in India), from its time zone at build time. */
  utcOffsetMinutes: number
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
const twoDigits = (value: number) => String(value).padStart(2, "0")

/**
 * Whether the business is open at `moment`, read on its own clock wherever the visitor is.
 * Plain arithmetic on purpose: Intl.DateTimeFormat would load the browser's time-zone data first.
 */
export function isOpenAt(hours: WeeklyHours, moment: Date): boolean {
  // The business's wall clock is UTC moved by its offset, read with the UTC getters.
  const clock = new Date(moment.getTime() + hours.utcOffsetMinutes * 60_000)
  // Zero-padded "HH:MM" strings compare in time order.
  const time = `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`
  return hours.days.includes(WEEKDAYS[clock.getUTCDay()]) && hours.opens <= time && time < hours.closes
}
