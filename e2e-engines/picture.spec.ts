import { atEachWidth, test, expect } from "./fixtures"

atEachWidth(() => {
  test("a product line's main picture loads an AVIF or WebP file of a width that fits the screen", async ({ tab }) => {
    await tab.goto("/our-products/ups-systems")
    await tab.waitFor(() => {
      const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')
      return img?.complete && img.naturalWidth > 0
    })
    const { type, file, candidates, slot, shown } = await tab.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')!
      // The width the picture's sizes attribute gives it on this screen: its first entry whose media
      // condition holds, measured as a box of that width.
      const [, , length] = img
        .getAttribute("sizes")!
        .split(/,\s*(?![^()]*\))/)
        .map(entry => /^(\(.*?\))?\s*(.+)$/.exec(entry.trim())!)
        .find(([, media]) => !media || matchMedia(media).matches)!
      const probe = document.createElement("div")
      probe.style.cssText = `position: absolute; visibility: hidden; width: ${length}`
      document.body.append(probe)
      const slot = probe.getBoundingClientRect().width * devicePixelRatio
      probe.remove()
      // The file the browser chose, and the others of its type, from the srcsets.
      const sources = [...img.parentElement!.querySelectorAll("source, img")].map(element => ({
        type: element.getAttribute("type") ?? "",
        files: (element.getAttribute("srcset") ?? "").split(",").map(candidate => {
          const [url, width] = candidate.trim().split(/\s+/)
          return { url: new URL(url, location.href).href, width: Number(width.replace("w", "")) }
        }),
      }))
      const source = sources.find(({ files }) => files.some(({ url }) => url === img.currentSrc))
      return {
        type: source?.type,
        file: source?.files.find(({ url }) => url === img.currentSrc)?.width ?? 0,
        candidates: source?.files.map(({ width }) => width) ?? [],
        slot,
        shown: img.getBoundingClientRect().width * devicePixelRatio,
      }
    })
    expect(["image/avif", "image/webp"]).toContain(type)
    // The picture is laid out no wider than it told the browser, within the screen…
    expect(shown).toBeLessThanOrEqual(slot + 1)
    expect(slot).toBeLessThanOrEqual(tab.width)
    // …and the file is the smallest one at least that wide: sharp, and not the desktop's file on a phone.
    expect(file).toBeGreaterThanOrEqual(slot)
    expect(candidates.filter(width => width >= slot && width < file)).toEqual([])
  })
})
