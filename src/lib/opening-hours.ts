export interface WeeklyHours {
  /** English day names, "Monday" to "Sunday". */
  days: readonly string[]
  /** 24-hour "HH:MM" on the business's own clock. */
  opens: string
  closes: string
  /** IANA time zone of that clock, such as "Asia/Kolkata". */
  timeZone: string
}

/** Whether the business is open at `moment`, read on its own clock wherever the visitor is. */
export function isOpenAt(hours: WeeklyHours, moment: Date): boolean {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: hours.timeZone,
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(moment)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find(p => p.type === type)?.value ?? ""
  // Zero-padded "HH:MM" strings compare in time order.
  const time = `${part("hour")}:${part("minute")}`
  return hours.days.includes(part("weekday")) && hours.opens <= time && time < hours.closes
}
