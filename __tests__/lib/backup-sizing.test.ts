import { en as content } from "../../content/backup-sizing.json"
import { sizeBackup } from "../../src/lib/backup-sizing"
import { backupMinutes } from "../../src/lib/sizing-answer"
import { apparentPower, batteryAh, capacityForHours, peukertHours } from "../../src/lib/sizing-formulas"
import type { SizingRequest, SizingRules } from "../../src/lib/sizing-request"

const rules = content as unknown as SizingRules
const defaults = content.assumptions
const loadsById = new Map(content.groups.flatMap(group => group.loads.map(load => [load.id, load])))
const loads = (...items: [string, number][]) => items.map(([id, count]) => ({ ...loadsById.get(id)!, count }))
const size = (request: SizingRequest) => sizeBackup(request, rules, defaults)

describe("the worked cases", () => {
  test("535 W for 2 hours from a 12 V bank at 0.8 inverter and 0.8 battery efficiency needs 139.3 Ah", () => {
    expect(batteryAh({ watts: 535, hours: 2, volts: 12, inverterEfficiency: 0.8, batteryEfficiency: 0.8 })).toBeCloseTo(
      139.3,
      1,
    )
  })

  test("550 W at power factor 0.7 is 786 VA", () => {
    expect(apparentPower(550, 0.7)).toBe(786)
  })

  test("a 100 Ah battery rated over 20 hours with Peukert's exponent 1.2 gives 20 hours at 5 A and 8.71 at 10 A", () => {
    const battery = { capacityAh: 100, ratedHours: 20, exponent: 1.2 }
    expect(peukertHours({ ...battery, currentA: 5 })).toBeCloseTo(20, 5)
    expect(peukertHours({ ...battery, currentA: 10 })).toBeCloseTo(8.71, 2)
    // The common wrong formula, capacity over current to the exponent, would give 14.5 hours at 5 A.
    expect(peukertHours({ ...battery, currentA: 5 })).not.toBeCloseTo(100 / 5 ** 1.2, 1)
  })

  test("with an exponent of 1, Peukert's law is the textbook formula, and capacityForHours turns it round", () => {
    expect(peukertHours({ capacityAh: 139.3, ratedHours: 20, currentA: 535 / (12 * 0.8), exponent: 1 })).toBeCloseTo(
      2 / 0.8,
      2,
    )
    const args = { ratedHours: 20, currentA: 12, exponent: 1.25 }
    expect(peukertHours({ ...args, capacityAh: capacityForHours({ ...args, hours: 3 }) })).toBeCloseTo(3, 6)
  })
})

describe("the helper's answer, with the content's ratings, batteries and assumptions", () => {
  test("a billing counter for 30 minutes is an IT UPS job: 600 VA, one 42 Ah SMF battery, 36 to 47 minutes", () => {
    const answer = size({ loads: loads(["desktop", 1], ["pos", 1], ["printer", 1]), minutes: 30 })!
    expect(answer).toMatchObject({ job: "ups", jobReason: "minutes", watts: 260, va: 325, battery: "smf" })
    expect(answer.rating?.name).toBe("600 VA line-interactive UPS")
    expect(answer.bank).toEqual({ volts: 12, batteryAh: 42, inSeries: 1, strings: 1, count: 1 })
    expect(backupMinutes(answer.backupHours!.aged)).toBe(36)
    expect(backupMinutes(answer.backupHours!.new)).toBe(47)
    expect(answer.warnings).toEqual([])
  })

  test("a home's fans, lights and TV for 3 hours is an inverter job on tubular batteries that still lasts 3 hours aged", () => {
    const answer = size({ loads: loads(["fan", 2], ["led-light", 4], ["tv", 1]), minutes: 180 })!
    expect(answer).toMatchObject({ job: "inverter", jobReason: "hours", watts: 278, va: 348, battery: "tubular" })
    expect(answer.rating?.name).toBe("900 VA sine-wave inverter")
    expect(answer.bank).toEqual({ volts: 12, batteryAh: 180, inSeries: 1, strings: 1, count: 1 })
    expect(answer.backupHours!.aged).toBeGreaterThanOrEqual(3)
    expect(backupMinutes(answer.backupHours!.new)).toBe(240)
  })

  test("the rating covers both watts and VA with the headroom: 550 W at power factor 0.7 needs 983 VA, so 1.1 kVA", () => {
    const answer = size({
      loads: [{ watts: 550, count: 1 }],
      minutes: 120,
      assumptions: { powerFactor: 0.7 },
    })!
    expect(answer.va).toBe(786)
    // 550 W × 1.25 = 688 W fits the 900 VA's 720 W, but 786 VA × 1.25 = 983 VA does not fit its 900 VA.
    expect(answer.rating?.name).toBe("1100 VA sine-wave inverter")
  })

  test("a server makes it an online UPS job however long the backup, and never a line-interactive unit", () => {
    const answer = size({ loads: [{ watts: 200, count: 1, online: true }], minutes: 120 })!
    expect(answer).toMatchObject({ job: "ups", jobReason: "online" })
    expect(answer.rating?.online).toBe(true)
    expect(answer.rating?.name).toBe("1 kVA online UPS")
    expect(answer.bank?.inSeries).toBe(3)
  })

  test("a bank beyond the largest battery puts strings in parallel", () => {
    const answer = size({ loads: loads(["fan", 4], ["led-light", 10], ["tv", 1]), minutes: 480, battery: "tubular" })!
    expect(answer.bank!.strings).toBeGreaterThan(1)
    expect(answer.bank!.count).toBe(answer.bank!.inSeries * answer.bank!.strings)
    expect(answer.backupHours!.aged).toBeGreaterThanOrEqual(8)
  })

  test("the visitor's battery and assumptions change the answer", () => {
    const request = { loads: loads(["fan", 2], ["led-light", 4], ["tv", 1]), minutes: 180 }
    const lithium = size({ ...request, battery: "lithium" })!
    expect(lithium.battery).toBe("lithium")
    expect(lithium.assumptions).toMatchObject({ depthOfDischargePercent: 90, peukertExponent: 1.05 })
    const pessimistic = size({ ...request, assumptions: { agedCapacityPercent: 60 } })!
    expect(pessimistic.bank!.batteryAh * pessimistic.bank!.strings).toBeGreaterThan(180)
  })

  describe("warns where a number alone would mislead", () => {
    test("a fridge or a pump needs room for its start", () => {
      expect(size({ loads: loads(["fridge", 1], ["led-light", 2]), minutes: 120 })!.warnings).toContain("motor")
    })

    test("a router alone is too small a load for the estimate to be reliable", () => {
      expect(size({ loads: loads(["router", 1]), minutes: 30 })!.warnings).toContain("smallLoad")
    })

    test("beyond the largest rating the company sizes on site, with no rating or bank", () => {
      const answer = size({ loads: [{ watts: 9000, count: 1 }], minutes: 30 })!
      expect(answer.warnings).toContain("beyondRatings")
      expect(answer.rating).toBeUndefined()
      expect(answer.bank).toBeUndefined()
    })

    test("a bank beyond four strings is designed on site", () => {
      const answer = size({ loads: [{ watts: 1250, count: 1 }], minutes: 480, battery: "smf" })!
      expect(answer.warnings).toContain("beyondBank")
      expect(answer.rating).toBeDefined()
      expect(answer.bank).toBeUndefined()
    })
  })

  test("no answer without a load", () => {
    expect(size({ loads: loads(["fan", 0]), minutes: 60 })).toBeUndefined()
  })
})

test("backup is rounded down: to the minute under an hour, to five minutes above", () => {
  expect(backupMinutes(0.79)).toBe(47)
  expect(backupMinutes(3.03)).toBe(180)
  expect(backupMinutes(4.0)).toBe(240)
  expect(backupMinutes(1.99)).toBe(115)
})
