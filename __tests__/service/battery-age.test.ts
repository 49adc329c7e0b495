import { batteryAge, installationYears, usualLife } from "../../src/service/battery-age"

const BATTERIES = [
  { id: "smf", years: 3 },
  { id: "tubular", years: 5 },
  { id: "lithium", years: 8 },
]

describe("how old a visitor's batteries are", () => {
  it("is due for replacement at its kind's usual life, not before", () => {
    expect(batteryAge(2023, 2026, 3)).toEqual({ age: 3, due: true })
    expect(batteryAge(2024, 2026, 3)).toEqual({ age: 2, due: false })
    expect(batteryAge(2019, 2026, 8)).toEqual({ age: 7, due: false })
  })

  it("says nothing of a year still to come", () => {
    expect(batteryAge(2027, 2026, 3)).toBeUndefined()
    expect(batteryAge(Number.NaN, 2026, 3)).toBeUndefined()
  })

  it("counts batteries of an unknown kind by the shortest life, so old ones are still said to be due", () => {
    expect(usualLife("tubular", BATTERIES)).toBe(5)
    expect(usualLife("not-sure", BATTERIES)).toBe(3)
    expect(usualLife("", BATTERIES)).toBe(3)
  })

  it("offers this year and the twenty before, latest first", () => {
    const years = installationYears(2026)
    expect(years[0]).toBe(2026)
    expect(years.at(-1)).toBe(2006)
    expect(years).toHaveLength(21)
  })
})
