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
      // The file the browser chose, the element of the picture whose srcset it came from, and the others
      // of that srcset. (Behind a WebP source, the <img> has one file, its src, and no srcset.)
      const sources = [...img.parentElement!.querySelectorAll("source[srcset], img[srcset]")].map(element => ({
        element,
        type: element.getAttribute("type") ?? "",
        files: element
          .getAttribute("srcset")!
          .split(",")
          .map(candidate => {
            const [url, width] = candidate.trim().split(/\s+/)
            return { url: new URL(url, location.href).href, width: Number(width.replace("w", "")) }
          }),
      }))
      const source = sources.find(({ files }) => files.some(({ url }) => url === img.currentSrc))
      if (!source)
        return { type: `none of the srcsets has ${img.currentSrc}`, file: 0, candidates: [], slot: 0, shown: 0 }
      // The width that element's sizes attribute gives the picture on this screen: its first entry whose
      // media condition holds, measured as a box of that width.
      const [, , length] = source.element
        .getAttribute("sizes")!
        .split(/,\s*(?![^()]*\))/)
        .map(entry => /^(\(.*?\))?\s*(.+)$/.exec(entry.trim())!)
        .find(([, media]) => !media || matchMedia(media).matches)!
      const probe = document.createElement("div")
      probe.style.cssText = `position: absolute; visibility: hidden; width: ${length}`
      document.body.append(probe)
      const slot = probe.getBoundingClientRect().width * devicePixelRatio
      probe.remove()
      return {
        type: source.type,
        file: source.files.find(({ url }) => url === img.currentSrc)!.width,
        candidates: source.files.map(({ width }) => width),
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
