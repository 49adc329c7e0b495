import budgets from "../../budgets.json" with { type: "json" }
import type { PhotoBuildTimes } from "./build-times.mjs"
import type { GalleryVisit } from "./gallery-visit.mjs"
import type { Category, Figures } from "./lighthouse-runs.mjs"

export { budgets }

export interface PageFigures {
  /** The page's path, with the viewport when it is not Lighthouse's default. */
  label: string
  path: string
  viewportWidth?: number
  figures: Figures
  /** The median Total Blocking Time of the same page with its <script> elements removed. */
  scriptFreeTotalBlockingTimeMs: number
  /** A page of one sentence, measured in the same runs (medians): what the browser and the machine cost any page. */
  floor: Figures
  /** The median, over the runs, of the page's TBT over that of its script-free copy in the run beside it. */
  blockingTimeRatio: number
  /** The same over the one-sentence page's TBT in the run beside it. */
  blockingTimeOverFloor: number
  /** The median, over the runs, of the page's LCP over the one-sentence page's in the run beside it. */
  paintOverFloor: number
  /** The median JavaScript the page downloads by the end of the hydration its first interaction starts, as transferred. */
  javascriptOnFirstInteractionBytes: number
  /** The long tasks, in ms, from the first interaction to the end of hydration, in the run whose blocking time is the median. */
  firstInteractionLongTasksMs: number[]
  /** A page with a gallery: the same page without it, measured in the same runs, and what the gallery costs a visitor. */
  gallery?: { galleryFree: Figures; visit: GalleryVisit }
}

const KB = 1024

/**
 * Every budget of budgets.json that a page's median figures miss, in words. On a shared runner
 * (`sharedRunner`, as in GitHub Actions), whose speed comes and goes with its neighbours', the figures
 * that speed decides (performance, LCP, TBT) are held as ratios to the one-sentence page measured in
 * the same runs (budgets.onSharedRunner), not as absolute numbers, which stay in the table.
 */
export function missedBudgets(pages: PageFigures[], sharedRunner = false): string[] {
  const missed: string[] = []
  const check = (label: string, what: string, value: number, limit: number, atLeast = false) => {
    if (atLeast ? value < limit : value > limit)
      missed.push(`${label}: ${what} is ${value}, the budget is ${atLeast ? "at least" : "at most"} ${limit}`)
  }
  const kb = (bytes: number) => Math.round(bytes / KB)
  for (const {
    label,
    path,
    viewportWidth,
    figures,
    floor,
    blockingTimeRatio,
    blockingTimeOverFloor,
    paintOverFloor,
    javascriptOnFirstInteractionBytes,
    gallery,
  } of pages) {
    for (const [category, minimum] of Object.entries(budgets.minimumScores))
      if (!(sharedRunner && category === "performance"))
        check(label, `${category} score`, figures.scores[category as Category], minimum, true)
    const every = budgets.everyPage
    if (sharedRunner) {
      const relative = budgets.onSharedRunner
      check(
        label,
        "performance score below the one-sentence page's",
        floor.scores.performance - figures.scores.performance,
        relative.performanceBelowOneSentence,
      )
      check(
        label,
        "LCP over the one-sentence page's",
        Number(paintOverFloor.toFixed(2)),
        relative.largestContentfulPaintOverOneSentence,
      )
      check(
        label,
        "TBT over the one-sentence page's",
        Number(blockingTimeOverFloor.toFixed(2)),
        relative.totalBlockingTimeOverOneSentence,
      )
    } else {
      check(label, "LCP (ms)", Math.round(figures.largestContentfulPaintMs), every.largestContentfulPaintMs)
      check(label, "TBT (ms)", Math.round(figures.totalBlockingTimeMs), every.totalBlockingTimeMs)
    }
    check(label, "CLS", Number(figures.cumulativeLayoutShift.toFixed(3)), every.cumulativeLayoutShift)
    check(
      label,
      "TBT over that without scripts",
      Number(blockingTimeRatio.toFixed(2)),
      every.totalBlockingTimeOverScriptFree,
    )
    check(label, "JavaScript at load (KB)", kb(figures.javascriptBytes), every.javascriptKB)
    if (!(path in budgets.documentBeyondFirstRoundTrip))
      check(label, "document as sent (bytes)", Math.round(figures.documentBytes), every.documentBytes)
    check(label, "JavaScript on the first interaction (KB)", kb(javascriptOnFirstInteractionBytes), every.javascriptKB)
    if (path === "/" && !viewportWidth)
      check(label, "total transferred (KB)", kb(figures.totalBytes), budgets.home.totalKB)
    if (path === "/our-products" && viewportWidth === budgets.productsAtPhoneWidth.viewportWidth)
      check(label, "total transferred (KB)", kb(figures.totalBytes), budgets.productsAtPhoneWidth.totalKB)
    if (gallery) {
      const limits = budgets.galleryPages
      if (!sharedRunner) check(label, "performance score", figures.scores.performance, limits.performance, true)
      check(
        label,
        "LCP over that without its gallery",
        Number((figures.largestContentfulPaintMs / gallery.galleryFree.largestContentfulPaintMs).toFixed(2)),
        limits.largestContentfulPaintOverGalleryFree,
      )
      check(
        label,
        "bytes at load over those without its gallery",
        Number((figures.totalBytes / gallery.galleryFree.totalBytes).toFixed(2)),
        limits.transferredOverGalleryFree,
      )
      check(label, "scrolled to the gallery's end (KB)", kb(gallery.visit.scrolledToEndBytes), limits.scrolledToEndKB)
      check(label, "one photo opened (KB)", kb(gallery.visit.openedOnePhotoBytes), limits.openedOnePhotoKB)
      check(label, "the viewer's code (KB)", kb(gallery.visit.viewerCodeBytes), limits.viewerCodeKB)
    }
  }
  return missed
}

/** The photo builds' budget, in words if it is missed. */
export function missedPhotoBuildBudgets(photos: PhotoBuildTimes): string[] {
  const ratio = Number(photos.onePhotoAddedOverUnchanged.toFixed(2))
  const limit = budgets.photoBuilds.onePhotoAddedOverUnchanged
  return ratio > limit
    ? [
        `builds with ${photos.photos} photos: one photo added over nothing changed is ${ratio}, the budget is at most ${limit}`,
      ]
    : []
}
