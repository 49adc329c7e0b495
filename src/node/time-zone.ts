/**
 * The business's UTC offset, read at build time where Node has the full time-zone database.
 * The browser then tells open from closed with plain arithmetic: its first Intl.DateTimeFormat
 * would load the time-zone data, a 25–40 ms task on a fast computer, after every page load.
 */

type OffsetReading = { offsetMinutes: number } | { problem: string }

/** The offset of `timeZone` from UTC in minutes (330 for Asia/Kolkata), if it is the same all year. */
export function readFixedUtcOffset(timeZone: string, year = new Date().getUTCFullYear()): OffsetReading {
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat("en", { timeZone, timeZoneName: "longOffset" })
  } catch {
    return { problem: 'should be a time zone such as "Asia/Kolkata"' }
  }
  // The first of every month this year and next: any daylight saving lasts longer than a month.
  const offsets = new Set(
    Array.from({ length: 24 }, (_, month) => offsetOf(format, new Date(Date.UTC(year, month, 1)))),
  )
  if (offsets.size > 1)
    return {
      problem: `is "${timeZone}", which changes its clocks during the year: the open-now line needs a zone on one time all year, such as "Asia/Kolkata"`,
    }
  return { offsetMinutes: [...offsets][0] }
}

/** The offset as "GMT+05:30" reads, or 0 for "GMT". */
function offsetOf(format: Intl.DateTimeFormat, moment: Date): number {
  const name = format.formatToParts(moment).find(part => part.type === "timeZoneName")?.value ?? "GMT"
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === "-" ? -minutes : minutes
}

/** The offset of a zone the content check has accepted. */
export function fixedUtcOffsetMinutes(timeZone: string): number {
  const reading = readFixedUtcOffset(timeZone)
  if ("problem" in reading) throw new Error(`content/site.json: "hours.timeZone" ${reading.problem}`)
  return reading.offsetMinutes
}
