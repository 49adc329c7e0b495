import { runLighthouse } from "../lighthouse/run-lighthouse.mjs"

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
export type Category = (typeof CATEGORIES)[number]

export interface Figures {
  scores: Record<Category, number>
  largestContentfulPaintMs: number
  totalBlockingTimeMs: number
  cumulativeLayoutShift: number
  totalBytes: number
  javascriptBytes: number
  /** The page's HTML as the server sent it: compressed, with its headers. */
  documentBytes: number
  /** Lighthouse's measure of this machine's speed: a busy or slow CPU inflates TBT and LCP, as the simulation scales observed tasks. */
  benchmarkIndex: number
  /** Where the main thread's time went, in ms by kind of work ("Script Evaluation", "Style & Layout"…). */
  mainThreadMs: Record<string, number>
  /** The tasks of 50 ms or more (as simulated on the phone), each with the script it ran, if any. */
  longTasks: { url: string; durationMs: number }[]
}

interface WorkGroup {
  groupLabel: string
  duration: number
}
interface LongTask {
  url: string
  duration: number
}

interface NetworkRequest {
  resourceType?: string
  transferSize?: number
}

/**
 * One Lighthouse run: its default mobile profile (a mid-range phone on a slow 4G link,
 * throttling simulated), optionally at another viewport width.
 */
export async function measure(url: string, viewportWidth?: number): Promise<Figures> {
  const result = await runLighthouse(url, { categories: CATEGORIES, viewportWidth })
  const { categories, audits } = result
  const requests = itemsOf<NetworkRequest>(audits["network-requests"])
  const bytes = (items: NetworkRequest[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    scores: Object.fromEntries(
      CATEGORIES.map(category => [category, Math.round((categories[category].score ?? 0) * 100)]),
    ) as Record<Category, number>,
    largestContentfulPaintMs: audits["largest-contentful-paint"].numericValue ?? NaN,
    totalBlockingTimeMs: audits["total-blocking-time"].numericValue ?? NaN,
    cumulativeLayoutShift: audits["cumulative-layout-shift"].numericValue ?? NaN,
    totalBytes: bytes(requests),
    javascriptBytes: bytes(requests.filter(request => request.resourceType === "Script")),
    documentBytes: bytes(requests.filter(request => request.resourceType === "Document").slice(0, 1)),
    benchmarkIndex: result.environment.benchmarkIndex,
    mainThreadMs: Object.fromEntries(
      itemsOf<WorkGroup>(audits["mainthread-work-breakdown"]).map(group => [group.groupLabel, group.duration]),
    ),
    longTasks: itemsOf<LongTask>(audits["long-tasks"]).map(task => ({
      url: task.url.replace(new URL(url).origin, ""),
      durationMs: Math.round(task.duration),
    })),
  }
}

const itemsOf = <T,>(audit: { details?: unknown } | undefined) =>
  ((audit?.details as { items?: T[] } | undefined)?.items ?? []) as T[]

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The median of each figure on its own, so one slow run cannot decide any of them. */
export function medianFigures(runs: Figures[]): Figures {
  const of = (pick: (figures: Figures) => number) => median(runs.map(pick))
  return {
    scores: Object.fromEntries(CATEGORIES.map(category => [category, of(run => run.scores[category])])) as Record<
      Category,
      number
    >,
    largestContentfulPaintMs: of(run => run.largestContentfulPaintMs),
    totalBlockingTimeMs: of(run => run.totalBlockingTimeMs),
    cumulativeLayoutShift: of(run => run.cumulativeLayoutShift),
    totalBytes: of(run => run.totalBytes),
    javascriptBytes: of(run => run.javascriptBytes),
    documentBytes: of(run => run.documentBytes),
    benchmarkIndex: of(run => run.benchmarkIndex),
    mainThreadMs: Object.fromEntries(
      [...new Set(runs.flatMap(run => Object.keys(run.mainThreadMs)))].map(kind => [
        kind,
        of(run => run.mainThreadMs[kind] ?? 0),
      ]),
    ),
    // The long tasks of the run whose blocking time is the median.
    longTasks: [...runs].sort((a, b) => a.totalBlockingTimeMs - b.totalBlockingTimeMs)[Math.floor(runs.length / 2)]
      .longTasks,
  }
}
