/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { MINIMUM_PHOTO_WIDTH, WIDEST_PHOTO } from "../../src/lib/photo-sizes"

/** The sizes the editor stores photos at follow the layouts' gatsbyImageData arguments. */

const src = path.resolve(__dirname, "..", "..", "src")
// gatsby-plugin-image's densities for a CONSTRAINED image that names none.
const DEFAULT_DENSITIES = [0.25, 0.5, 1, 2]

const numbers = (list: string | undefined) => list?.split(",").map(Number)

/** The widest copy the build makes for each gatsbyImageData query of a component, by its file under src/. */
function widestCopies(file: string): number[] {
  const text = fs.readFileSync(path.join(src, file), "utf8")
  return [...text.matchAll(/gatsbyImageData\(([^)]*)\)/g)].map(([, args]) => {
    const breakpoints = numbers(/breakpoints:\s*\[([^\]]*)\]/.exec(args)?.[1])
    if (breakpoints) return Math.max(...breakpoints)
    const width = Number(/\bwidth:\s*(\d+)/.exec(args)![1])
    const densities = numbers(/outputPixelDensities:\s*\[([^\]]*)\]/.exec(args)?.[1]) ?? DEFAULT_DENSITIES
    return width * Math.max(...densities)
  })
}

const widestOf = (...files: string[]) => Math.max(...files.flatMap(widestCopies))

function componentsWithImages(dir = src): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return componentsWithImages(file)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") && widestCopies(path.relative(src, file)).length
      ? [path.relative(src, file)]
      : []
  })
}

test("photos are stored as wide as the widest copy the build makes of any, and no wider", () => {
  expect(WIDEST_PHOTO).toBe(widestOf(...componentsWithImages()))
})

test("each place asks for a photo as wide as the widest copy the build makes there", () => {
  expect(MINIMUM_PHOTO_WIDTH.productLine).toBe(
    widestOf("components/sections/product-line-hero.tsx", "components/ui/product-card.tsx"),
  )
  expect(MINIMUM_PHOTO_WIDTH.feature).toBe(widestOf("components/sections/feature-section.tsx"))
  expect(MINIMUM_PHOTO_WIDTH.card).toBe(widestOf("components/sections/why-choose-us.tsx"))
  expect(MINIMUM_PHOTO_WIDTH.portrait).toBe(widestOf("components/ui/team-member-card.tsx"))
  // Full-width photos are drawn as wide as the window: the minimum is a choice, below the widest copy.
  expect(MINIMUM_PHOTO_WIDTH.fullWidth).toBeLessThanOrEqual(
    widestOf("components/ui/page-banner.tsx", "components/sections/home-hero.tsx"),
  )
})
