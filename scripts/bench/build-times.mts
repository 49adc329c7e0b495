import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { checkContent } from "../../src/node/content-check/check-content.js"
import { formatProblem } from "../../src/node/content-check/content-problem.js"
import { copyProject } from "../copy-project.js"
import { editOneProductLine, multiplyProductLines } from "./content-edit.js"
import { addOnePhoto, writePhotoFixture } from "./photo-fixture.mjs"

export interface BuildTimes {
  coldSeconds: number
  rebuildAfterEditSeconds: number
  coldTenfoldProductsSeconds: number
  products: number
}

export interface PhotoBuildTimes {
  photos: number
  averagePhotoBytes: number
  coldSeconds: number
  /** Each pair's rebuild with nothing changed, and the rebuild after it with one photo added. */
  unchangedSeconds: number[]
  onePhotoAddedSeconds: number[]
  /** The median over the pairs of one photo added over nothing changed. */
  onePhotoAddedOverUnchanged: number
}

/**
 * Rebuilds are tens of seconds on a machine shared with other jobs, whose load comes and goes: the
 * two rebuilds are timed side by side this many times, and the median of their ratios kept.
 */
const REBUILD_PAIRS = 3

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const root = path.resolve(import.meta.dirname, "..", "..")

function timeBuild(dir: string, log: string): number {
  const started = process.hrtime.bigint()
  const build = spawnSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    maxBuffer: 64 * 1024 * 1024,
  })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  fs.writeFileSync(log, `${build.stdout}\n${build.stderr}`)
  if (build.status !== 0) throw new Error(`gatsby build failed in ${dir}; see ${log}`)
  return seconds
}

/** Times a cold build, a rebuild after one content edit, and a cold build with ten times the products. */
export function measureBuildTimes(logDir: string): BuildTimes {
  const copy = copyProject(root)
  const coldSeconds = timeBuild(copy, path.join(logDir, "build-cold.log"))

  editOneProductLine(path.join(copy, "content"))
  const rebuildAfterEditSeconds = timeBuild(copy, path.join(logDir, "build-after-edit.log"))
  fs.rmSync(copy, { recursive: true, force: true })

  const tenfold = copyProject(root)
  const products = multiplyProductLines(path.join(tenfold, "content"), 10)
  const coldTenfoldProductsSeconds = timeBuild(tenfold, path.join(logDir, "build-tenfold-products.log"))
  fs.rmSync(tenfold, { recursive: true, force: true })

  return { coldSeconds, rebuildAfterEditSeconds, coldTenfoldProductsSeconds, products }
}

/**
 * With 300 generated photos in the galleries (photo-fixture.mts): a cold build, then pairs of a
 * rebuild with nothing changed and a rebuild after one photo is added, the cache kept, as CI keeps it.
 */
export async function measurePhotoBuildTimes(logDir: string): Promise<PhotoBuildTimes> {
  const copy = copyProject(root)
  try {
    const fixture = await writePhotoFixture(copy)
    const problems = checkContent(path.join(copy, "content"))
    if (problems.length > 0)
      throw new Error(`The photo fixture fails the content check:\n${problems.map(formatProblem).join("\n")}`)
    const coldSeconds = timeBuild(copy, path.join(logDir, "build-photos-cold.log"))
    const unchangedSeconds: number[] = []
    const onePhotoAddedSeconds: number[] = []
    for (let pair = 0; pair < REBUILD_PAIRS; pair++) {
      unchangedSeconds.push(timeBuild(copy, path.join(logDir, `build-photos-unchanged-${pair + 1}.log`)))
      await addOnePhoto(copy, pair)
      onePhotoAddedSeconds.push(timeBuild(copy, path.join(logDir, `build-photos-one-added-${pair + 1}.log`)))
    }
    return {
      photos: fixture.files,
      averagePhotoBytes: fixture.averageBytes,
      coldSeconds,
      unchangedSeconds,
      onePhotoAddedSeconds,
      onePhotoAddedOverUnchanged: median(onePhotoAddedSeconds.map((added, pair) => added / unchangedSeconds[pair])),
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
}
