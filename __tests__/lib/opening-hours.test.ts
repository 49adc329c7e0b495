import { en as content } from "../../content/site.json"
import { isOpenAt } from "../../src/lib/opening-hours"
import { fixedUtcOffsetMinutes } from "../../src/node/time-zone"

// The hours as the site's query returns them, with the offset the build reads from the time zone.
const site = { hours: { ...content.hours, utcOffsetMinutes: fixedUtcOffsetMinutes(content.hours.timeZone) } }

// India is UTC+05:30 all year, so 09:30 IST is 04:00 UTC and 19:00 IST is 13:30 UTC.
const indiaTime = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`)
const SATURDAY = "2026-11-21"
const SUNDAY = "2026-11-22"
const MONDAY = "2026-11-23"

describe("open Monday to Saturday, 9:30AM to 7:00PM in India", () => {
  it.each([
    ["Monday 09:29", MONDAY, "09:29", false],
    ["Monday 09:30", MONDAY, "09:30", true],
    ["Monday 18:59", MONDAY, "18:59", true],
    ["Monday 19:00", MONDAY, "19:00", false],
    ["Saturday 12:00", SATURDAY, "12:00", true],
    ["Sunday 12:00", SUNDAY, "12:00", false],
    ["Sunday 09:30", SUNDAY, "09:30", false],
    ["Monday 00:00", MONDAY, "00:00", false],
  ])("%s IST is %s", (_, date, time, open) => {
    expect(isOpenAt(site.hours, indiaTime(date, time))).toBe(open)
  })

  it("reads India's clock, not the visitor's: 23:30 UTC on a Sunday is 05:00 on Monday in India", () => {
    expect(isOpenAt(site.hours, new Date("2026-11-22T23:30:00Z"))).toBe(false)
    expect(isOpenAt(site.hours, new Date("2026-11-23T04:00:00Z"))).toBe(true)
  })

  it("follows the hours in content, such as Sundays added and an earlier close", () => {
    const hours = { ...site.hours, days: [...site.hours.days, "Sunday"], closes: "14:00" }
    expect(isOpenAt(hours, indiaTime(SUNDAY, "12:00"))).toBe(true)
    expect(isOpenAt(hours, indiaTime(MONDAY, "14:00"))).toBe(false)
  })
})

describe("a business behind UTC", () => {
  // Colombia is UTC-05:00 all year: 20:00 on a Saturday there is 01:00 UTC on Sunday.
  const bogota = { days: ["Saturday"], opens: "10:00", closes: "21:00", utcOffsetMinutes: -300 }

  it("reads its own day, not UTC's, across midnight", () => {
    expect(isOpenAt(bogota, new Date("2026-11-22T01:00:00Z"))).toBe(true)
    expect(isOpenAt(bogota, new Date("2026-11-22T02:00:00Z"))).toBe(false)
    expect(isOpenAt(bogota, new Date("2026-11-21T14:59:00Z"))).toBe(false)
    expect(isOpenAt(bogota, new Date("2026-11-21T15:00:00Z"))).toBe(true)
  })
})
