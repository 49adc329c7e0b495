/**
 * @jest-environment node
 */
import { fixedUtcOffsetMinutes, readFixedUtcOffset } from "../../src/node/time-zone"

describe("the business's offset from UTC, read at build time", () => {
  it.each([
    ["Asia/Kolkata", 330],
    ["Asia/Kathmandu", 345],
    ["UTC", 0],
    ["America/Bogota", -300],
  ])("%s is %i minutes all year", (zone, minutes) => {
    expect(readFixedUtcOffset(zone)).toEqual({ offsetMinutes: minutes })
  })

  it("refuses a zone that changes its clocks for daylight saving, naming it", () => {
    expect(readFixedUtcOffset("Europe/London", 2026)).toEqual({
      problem: expect.stringContaining('"Europe/London", which changes its clocks during the year'),
    })
  })

  it("refuses a name that is no time zone", () => {
    expect(readFixedUtcOffset("India/Ahmedabad")).toEqual({
      problem: 'should be a time zone such as "Asia/Kolkata"',
    })
  })

  it("stops the build with the file and field named if a refused zone reaches it", () => {
    expect(() => fixedUtcOffsetMinutes("Europe/Paris")).toThrow(
      /^content\/site\.json: "hours\.timeZone" is "Europe\/Paris"/,
    )
  })
})
