/** @jest-environment node */
import sharp from "sharp"
import { AVIF_EFFORT, setAvifEffort } from "../../src/node/avif-effort"

/** The encoder settings sharp will use (its own record of them). */
const heifEffort = (image: sharp.Sharp) => (image as unknown as { options: { heifEffort: number } }).options.heifEffort

describe("AVIF at the build's effort", () => {
  test("is what an image made without an effort gets, and a named effort is kept", () => {
    expect(heifEffort(sharp().avif({ quality: 55 }))).toBe(4) // sharp's default, before
    setAvifEffort()
    setAvifEffort() // twice is once
    expect(heifEffort(sharp().avif({ quality: 55 }))).toBe(AVIF_EFFORT)
    expect(heifEffort(sharp().avif({ quality: 55, effort: 6 }))).toBe(6)
  })
})
