import { en as sizing } from "../../content/backup-sizing.json"
import { addressOf, emptyState, sizingRequest, stateFromAddress, type SizingState } from "../../src/sizing/sizing-state"

const choices = sizing.groups.flatMap(group => group.loads)
const options = { times: sizing.times, batteries: sizing.batteries.map(battery => battery.id), defaultMinutes: 30 }

describe("the helper's state in its address", () => {
  const state: SizingState = {
    ...emptyState(30),
    loads: { desktop: { count: "2", watts: "150" }, server: { count: "1", watts: "450" } },
    others: [{ name: "Label printer", watts: "120", count: "1" }],
    minutes: 120,
    battery: "tubular",
    assumptions: { headroomPercent: "40" },
  }

  test("writes only what differs from the helper's start: a load's watts only when changed", () => {
    expect(decodeURIComponent(addressOf(state, choices))).toBe(
      "?load=desktop_2&load=server_1_450&other=120_1_Label+printer&time=120&battery=tubular&headroom=40",
    )
  })

  test("reads back what it wrote", () => {
    expect(stateFromAddress(addressOf(state, choices), choices, options)).toEqual(state)
  })

  test("leaves out what it cannot read, rather than refusing the link", () => {
    const read = stateFromAddress(
      "?load=toaster_1&load=fan_x&other=abc_1_Kettle&time=7&battery=gel&pf=-1",
      choices,
      options,
    )
    expect(read).toEqual({ ...emptyState(30), loads: { fan: { count: "2", watts: "75" } } })
  })

  test("holds no state without a load", () => {
    expect(stateFromAddress("?time=60", choices, options)).toBeUndefined()
  })
})

test("what the visitor types is read as meant: 1,200 W, and a blank count as none", () => {
  const request = sizingRequest(
    {
      ...emptyState(30),
      loads: { fridge: { count: "", watts: "1,200" } },
      others: [{ name: " ", watts: "60", count: "2" }],
    },
    choices,
    "Other load",
  )
  expect(request.loads).toEqual([
    { name: "Refrigerator", watts: 1200, count: 0, motor: true, online: false },
    { name: "Other load", watts: 60, count: 2 },
  ])
})
