/**
 * @jest-environment node
 */
import { checkContent } from "../../src/node/content-check/check-content"
import { formatProblem } from "../../src/node/content-check/content-problem"
import { sizingFieldProblem } from "../../src/lib/sizing-rules"
import { en as sizing } from "../../content/backup-sizing.json"
import { copyContent } from "./content-fixture"

const FILE = "backup-sizing.json"
type Sizing = typeof sizing
/** What the content check says once `change` is made to the file's English, which holds every number and name. */
const refused = (change: (data: Sizing) => void) => {
  const content = copyContent()
  content.edit(FILE, data => change(data.en))
  return checkContent(content.dir).map(formatProblem)
}

describe("the backup sizing helper's file: a mistake is named by field", () => {
  it("refuses a rating smaller than the one before it", () => {
    expect(refused(data => (data.jobs.ups.ratings[2].va = 1000))).toEqual([
      'content/backup-sizing.json: "en.jobs.ups.ratings[2].va" is 1000, not more than 1000 before it: list the ratings smallest first',
    ])
  })

  it("refuses a rating that gives more watts than VA, or takes a bank that is not whole 12 V batteries", () => {
    expect(
      refused(data => {
        data.jobs.inverter.ratings[6].watts = 8000
        data.jobs.inverter.ratings[3].batteryVolts = 30
      }),
    ).toEqual([
      'content/backup-sizing.json: "en.jobs.inverter.ratings[3].batteryVolts" is 30: a bank is made of 12 V batteries, so use a multiple of 12',
      'content/backup-sizing.json: "en.jobs.inverter.ratings[6].watts" is 8000, more than its 7500 VA: a unit gives at most as many watts as VA',
    ])
  })

  it("refuses a number that is not positive", () => {
    expect(
      refused(data => {
        data.groups[0].loads[0].watts = 0
        data.batteries[1].sizes[0] = -100
      }),
    ).toEqual([
      'content/backup-sizing.json: "en.groups[0].loads[0].watts" should be 1 or more, in watts, such as 150',
      'content/backup-sizing.json: "en.batteries[1].sizes[0]" should be 1 or more, in Ah, such as 150',
    ])
  })

  it("refuses battery sizes and backup times out of order", () => {
    expect(
      refused(data => {
        data.batteries[0].sizes = [7, 12, 9]
        data.times = [5, 10, 10, 30]
      }),
    ).toEqual([
      'content/backup-sizing.json: "en.times[2]" is 10, not more than 10 before it: list them smallest first, each once',
      'content/backup-sizing.json: "en.batteries[0].sizes[2]" is 9, not more than 12 before it: list them smallest first, each once',
    ])
  })

  it("refuses a load's short name used twice, and a typical setup naming a load there is not", () => {
    const problems = refused(data => {
      data.groups[1].loads[0].id = "desktop"
      data.setups.items[0].loads[0].load = "dekstop"
    })
    expect(problems).toContain(
      'content/backup-sizing.json: "en.groups[1].loads[0].id" is "desktop" again: give each load its own short name',
    )
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/backup-sizing\.json: "en\.setups\.items\[0\]\.loads\[0\]\.load" is "dekstop", which is not one of the loads \(desktop, laptop/,
      ),
    )
  })

  it("refuses a job's battery that is not one of the batteries, and a first backup time not offered", () => {
    expect(
      refused(data => {
        data.jobs.ups.battery = "gel"
        data.defaultMinutes = 25
      }),
    ).toEqual([
      'content/backup-sizing.json: "en.jobs.ups.battery" is "gel", which is not one of the batteries (smf, tubular, lithium)',
      'content/backup-sizing.json: "en.defaultMinutes" is 25, which is not one of the backup times (5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 360, 480)',
    ])
  })

  it("refuses a text that lost a {placeholder} the helper fills", () => {
    expect(refused(data => (data.answer.backup = "{new} with new batteries"))).toEqual([
      'content/backup-sizing.json: "en.answer.backup" should contain {new}, {aged}, where the helper puts them',
    ])
  })
})

describe("the editor's check of one field against the whole file", () => {
  it("says the same as the content check, with the item's place", () => {
    const ratings = sizing.jobs.ups.ratings.map((rating, index) => (index === 2 ? { ...rating, va: 1000 } : rating))
    expect(sizingFieldProblem("ratings", ratings, sizing)).toBe(
      "(3, va) is 1000, not more than 1000 before it: list the ratings smallest first",
    )
    expect(sizingFieldProblem("ascending", [7, 12, 9], sizing)).toBe(
      "(3) is 9, not more than 12 before it: list them smallest first, each once",
    )
    expect(sizingFieldProblem("load", "dekstop", sizing)).toMatch(/^is "dekstop", which is not one of the loads/)
    expect(sizingFieldProblem("load", "desktop", sizing)).toBeUndefined()
    expect(sizingFieldProblem("battery", "tubular", sizing)).toBeUndefined()
    expect(sizingFieldProblem("time", 25, sizing)).toMatch(/^is 25, which is not one of the backup times/)
  })

  it("finds a short name used twice among the loads of every group", () => {
    const twice = { ...sizing, groups: [sizing.groups[0], { ...sizing.groups[1], loads: [{ id: "laptop" }] }] }
    expect(sizingFieldProblem("loadId", "laptop", twice)).toBe('is "laptop" again: give each load its own short name')
    expect(sizingFieldProblem("loadId", "laptop", sizing)).toBeUndefined()
  })
})
