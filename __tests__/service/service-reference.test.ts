import { makeReference, REFERENCE_ALPHABET, REFERENCE_LENGTH } from "../../src/service/service-reference"

const IST = 330

describe("a service request's reference", () => {
  it("is the prefix, the year and month on the company's clock, and five characters", () => {
    const reference = makeReference("VPS", new Date("2026-11-29T10:00:00Z"), IST)
    expect(reference).toMatch(/^VPS-2611-[2346789HKQRTWXY]{5}$/)
  })

  it("takes the month on the company's clock, not the visitor's: 31 October 20:00 UTC is 1 November in Ahmedabad", () => {
    expect(makeReference("VPS", new Date("2026-10-31T20:00:00Z"), IST)).toMatch(/^VPS-2611-/)
    expect(makeReference("VPS", new Date("2026-10-31T18:00:00Z"), IST)).toMatch(/^VPS-2610-/)
  })

  it("uses no character that reads as another on paper or on the phone", () => {
    for (const confusable of [
      "0",
      "O",
      "1",
      "I",
      "L",
      "5",
      "S",
      "B",
      "D",
      "E",
      "G",
      "P",
      "V",
      "Z",
      "A",
      "J",
      "F",
      "M",
      "N",
      "U",
    ])
      expect(REFERENCE_ALPHABET).not.toContain(confusable)
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length)
  })

  it("gives every character the same chance, skipping the random numbers that would favour some", () => {
    const size = REFERENCE_ALPHABET.length
    const unfair = Math.floor(2 ** 32 / size) * size
    // The first draw is all beyond the fair range and is thrown away; the second gives 0, 1, 2, 3, 4.
    const draws = [new Uint32Array(REFERENCE_LENGTH).fill(unfair), Uint32Array.from([0, 1, 2, 3, 4])]
    const reference = makeReference("VPS", new Date("2026-11-29T10:00:00Z"), IST, () => draws.shift()!)
    expect(reference).toBe(`VPS-2611-${REFERENCE_ALPHABET.slice(0, 5)}`)
  })

  it("is random, every character as likely as any other: 3,000 references use each about 1,000 times", () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 3000; i++)
      for (const character of makeReference("VPS", new Date(), IST).slice(-REFERENCE_LENGTH))
        counts.set(character, (counts.get(character) ?? 0) + 1)
    expect([...counts.keys()].sort()).toEqual([...REFERENCE_ALPHABET].sort())
    // 15,000 characters, 1,000 expected of each, give or take 31: far beyond 800 or 1,200 is not chance.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(800)
      expect(count).toBeLessThan(1200)
    }
  })
})
