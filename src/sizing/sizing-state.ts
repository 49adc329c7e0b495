import type { Assumptions, Load, SizingRequest } from "../lib/sizing-request"
import { START_SCRIPTS_ATTRIBUTE } from "../lib/first-interaction"

/**
 * What the visitor has told the helper, as the form's fields hold it (text, as typed), and the
 * same in the page's address, so a link brings it back: `?load=desktop_2&load=server_1_450&time=30`.
 */

export type AssumptionName = keyof Assumptions
export const ASSUMPTION_NAMES = [
  "powerFactor",
  "inverterEfficiencyPercent",
  "headroomPercent",
  "agedCapacityPercent",
  "depthOfDischargePercent",
  "peukertExponent",
] as const satisfies readonly AssumptionName[]

export interface OtherLoad {
  name: string
  watts: string
  count: string
}

export interface SizingState {
  /** The ticked loads by id, with how many and the watts of each. */
  loads: Record<string, { count: string; watts: string }>
  others: OtherLoad[]
  minutes: number
  /** A battery's id, or "" for the job's own. */
  battery: string
  /** Only what the visitor changed. */
  assumptions: Partial<Record<AssumptionName, string>>
}

/** The loads the helper offers, as content/backup-sizing.json lists them. */
export interface LoadChoice {
  id: string
  name: string
  watts: number
  count: number
  motor?: boolean | null
  online?: boolean | null
}

/** Short names in the address, which a person may read in a shared link. */
const ADDRESS_NAMES: Record<AssumptionName, string> = {
  powerFactor: "pf",
  inverterEfficiencyPercent: "efficiency",
  headroomPercent: "headroom",
  agedCapacityPercent: "aged",
  depthOfDischargePercent: "dod",
  peukertExponent: "peukert",
}

export const emptyState = (minutes: number): SizingState => ({
  loads: {},
  others: [],
  minutes,
  battery: "",
  assumptions: {},
})

/** A number the visitor typed, or NaN: "1,200" and " 12 " read as people mean them. */
export const readNumber = (typed: string) => (typed.trim() === "" ? NaN : Number(typed.replace(/[,\s]/g, "")))
const positive = (typed: string) => {
  const value = readNumber(typed)
  return Number.isFinite(value) && value > 0 ? value : 0
}

export type NamedLoad = Load & { name: string }

/**
 * What the arithmetic (src/lib/backup-sizing.ts) is asked: the loads with numbers, and what was changed.
 * A load without a name of its own is called `otherName`.
 */
export function sizingRequest(
  state: SizingState,
  choices: readonly LoadChoice[],
  otherName: string,
): Omit<SizingRequest, "loads"> & { loads: NamedLoad[] } {
  const ticked: NamedLoad[] = choices.flatMap(choice => {
    const typed = state.loads[choice.id]
    if (!typed) return []
    const { name, motor, online } = choice
    return [{ name, watts: positive(typed.watts), count: positive(typed.count), motor: !!motor, online: !!online }]
  })
  const others: NamedLoad[] = state.others.map(other => ({
    name: other.name.trim() || otherName,
    watts: positive(other.watts),
    count: positive(other.count),
  }))
  const assumptions = Object.fromEntries(
    Object.entries(state.assumptions).flatMap(([name, typed]) => {
      const value = readNumber(typed ?? "")
      return Number.isFinite(value) && value > 0 ? [[name, value]] : []
    }),
  )
  return {
    loads: [...ticked, ...others],
    minutes: state.minutes,
    battery: state.battery || undefined,
    assumptions,
  }
}

/** The state in the page's address: only what differs from the helper's own start. */
export function addressOf(state: SizingState, choices: readonly LoadChoice[]): string {
  const params = new URLSearchParams()
  for (const choice of choices) {
    const typed = state.loads[choice.id]
    if (!typed) continue
    const watts = positive(typed.watts)
    params.append(
      "load",
      [choice.id, positive(typed.count) || choice.count, ...(watts && watts !== choice.watts ? [watts] : [])].join("_"),
    )
  }
  for (const other of state.others)
    params.append("other", [positive(other.watts), positive(other.count) || 1, other.name.trim()].join("_"))
  params.set("time", String(state.minutes))
  if (state.battery) params.set("battery", state.battery)
  for (const name of ASSUMPTION_NAMES) {
    const value = readNumber(state.assumptions[name] ?? "")
    if (Number.isFinite(value)) params.set(ADDRESS_NAMES[name], String(value))
  }
  return `?${params.toString()}`
}

/**
 * The state an address holds, or undefined when it holds none. What it cannot read (a load the
 * helper no longer lists, a time it does not offer) is left out rather than refused.
 */
export function stateFromAddress(
  search: string,
  choices: readonly LoadChoice[],
  options: { times: readonly number[]; batteries: readonly string[]; defaultMinutes: number },
): SizingState | undefined {
  const params = new URLSearchParams(search)
  if (!params.has("load") && !params.has("other")) return undefined
  const state = emptyState(options.defaultMinutes)
  for (const value of params.getAll("load")) {
    const [id, count, watts] = value.split("_")
    const choice = choices.find(candidate => candidate.id === id)
    if (!choice) continue
    state.loads[id] = {
      count: String(positive(count ?? "") || choice.count),
      watts: String(positive(watts ?? "") || choice.watts),
    }
  }
  for (const value of params.getAll("other")) {
    const [watts, count, ...name] = value.split("_")
    if (positive(watts))
      state.others.push({ watts: String(positive(watts)), count: String(positive(count) || 1), name: name.join("_") })
  }
  const minutes = Number(params.get("time"))
  if (options.times.includes(minutes)) state.minutes = minutes
  const battery = params.get("battery") ?? ""
  if (options.batteries.includes(battery)) state.battery = battery
  for (const name of ASSUMPTION_NAMES) {
    const value = params.get(ADDRESS_NAMES[name])
    if (value !== null && positive(value)) state.assumptions[name] = value
  }
  return state
}

/**
 * The inline script written with the helper (ES5: nothing compiles it). Opened from a link that holds
 * a state, the helper's answer is what the visitor came for, and it needs the page's scripts: they
 * start without waiting for an interaction (src/node/script-starter.ts).
 */
export const START_SCRIPTS_FOR_STATE =
  `if(/[?&](load|other)=/.test(location.search))` +
  `document.documentElement.setAttribute(${JSON.stringify(START_SCRIPTS_ATTRIBUTE)},"")`
