import sharp, { type AvifOptions, type Sharp } from "sharp"

/** sharp's effort for AVIF, 0 (fastest) to 9; its default is 4. */
export const AVIF_EFFORT = 2

const patched = Symbol.for("vanraj.avifEffort")

/**
 * gatsby-plugin-sharp encodes AVIF at sharp's default effort and drops the speed or effort of
 * its own avifOptions. At effort 2 the product photos encode 4–6 times faster to files of the
 * same size (three widths of one photo: 1,733 ms and 28.7 KB at effort 4, 378 ms and 28.5 KB at
 * effort 2), and AVIF was nearly nine tenths of the build's image time. Every AVIF made in this
 * process gets that effort unless its caller names one. Gatsby runs its image jobs in the main
 * process, where gatsby-node.ts calls this before they start.
 */
export function setAvifEffort(effort = AVIF_EFFORT) {
  const prototype = (sharp as unknown as { prototype: Sharp & { [patched]?: true } }).prototype
  if (prototype[patched]) return
  const avif = prototype.avif
  prototype.avif = function (this: Sharp, options?: AvifOptions) {
    return avif.call(this, { effort, ...options })
  }
  prototype[patched] = true
}
