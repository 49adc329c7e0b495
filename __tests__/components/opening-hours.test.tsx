import { act, render, screen } from "@testing-library/react"
import { OpeningHours } from "../../src/components/ui/opening-hours"
import { mockSiteQuery } from "./site-fixture"

const MONDAY_09_30_IST = new Date("2026-11-23T04:00:00Z")
const MONDAY_19_00_IST = new Date("2026-11-23T13:30:00Z")

// That the server-rendered HTML holds only the plain hours is checked in e2e/seo.spec.ts.
describe("OpeningHours", () => {
  beforeEach(() => mockSiteQuery())
  afterEach(() => jest.useRealTimers())

  it("says open now at opening time in India", () => {
    jest.useFakeTimers({ now: MONDAY_09_30_IST })
    render(<OpeningHours />)
    expect(screen.getByText("Monday to Saturday, 9:30AM to 7:00PM")).toBeInTheDocument()
    expect(screen.getByText("Open now")).toBeInTheDocument()
  })

  it("turns to closed now at closing time while the page stays open", () => {
    jest.useFakeTimers({ now: new Date(MONDAY_19_00_IST.getTime() - 60_000) })
    render(<OpeningHours />)
    expect(screen.getByText("Open now")).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(60_000))
    expect(screen.getByText("Closed now")).toBeInTheDocument()
  })

  it("takes its words from content", () => {
    mockSiteQuery({ labels: { openNow: "Khulla che", closedNow: "Bandh che" } })
    jest.useFakeTimers({ now: MONDAY_19_00_IST })
    render(<OpeningHours />)
    expect(screen.getByText("Bandh che")).toBeInTheDocument()
  })
})
