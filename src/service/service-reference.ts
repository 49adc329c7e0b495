/**
 * The characters of a reference: none that reads as another, on paper or on the phone. No 0, 1 or 5
 * (O, I or L, S); of the letters that rhyme when spoken (B C D E G P T V Z, A J K, F M N S X), one
 * of each kind: T, K and X.
 */
export const REFERENCE_ALPHABET = "2346789HKQRTWXY"

/** How many characters the random part has: 15⁵, about 760,000 references a month. */
export const REFERENCE_LENGTH = 5

/**
 * A service request's reference, such as VPS-2611-4K7QX: the company's prefix, the year and month
 * it was made (on the company's clock), and random characters the visitor can read out on the phone.
 * Made in the browser, without a server: at 100 requests in a month, two share one with a chance of
 * about 1 in 150, and the service desk tells such two apart by the name and number beside them.
 */
export function makeReference(
  prefix: string,
  moment: Date,
  utcOffsetMinutes: number,
  random: (count: number) => Uint32Array = count => crypto.getRandomValues(new Uint32Array(count)),
): string {
  const clock = new Date(moment.getTime() + utcOffsetMinutes * 60_000)
  const month = `${String(clock.getUTCFullYear() % 100).padStart(2, "0")}${String(clock.getUTCMonth() + 1).padStart(2, "0")}`
  const size = REFERENCE_ALPHABET.length
  // Only numbers below the largest multiple of the alphabet's size, so every character is as likely.
  const fair = Math.floor(2 ** 32 / size) * size
  let code = ""
  while (code.length < REFERENCE_LENGTH)
    for (const value of random(REFERENCE_LENGTH))
      if (value < fair && code.length < REFERENCE_LENGTH) code += REFERENCE_ALPHABET[value % size]
  return `${prefix}-${month}-${code}`
}
