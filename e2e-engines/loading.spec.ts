import { headingOf } from "../e2e/content"
import { INTERACTIONS } from "../src/lib/first-interaction"
import {
  atEachWidth,
  test,
  expect,
  gotoHydrated,
  interact,
  NOT_FOUND,
  pageScripts,
  ROUTES,
  waitForHydration,
} from "./fixtures"

atEachWidth(() => {
  for (const route of [...ROUTES, NOT_FOUND])
    test(`${route}: shows its heading with no error, downloads none of its scripts until the first interaction and hydrates after it`, async ({
      tab,
      request,
    }) => {
      const heading = headingOf(await (await request.get(route)).text())
      await tab.goto(route)
      expect(await tab.text("main h1")).toBe(heading)
      // What a visitor who only reads gets: the starter waits for an interaction, however long.
      await tab.pause(300)
      expect(await pageScripts(tab)).toEqual({ scripts: [], gatsbyStarted: false })

      await interact(tab)
      await waitForHydration(tab)
      const { scripts } = await pageScripts(tab)
      expect(scripts.some(url => /\/app-[^/]*\.js$/.test(url))).toBe(true)
      expect(await tab.text("main h1")).toBe(heading)
    })

  test("a page reloaded at its top still downloads none of its scripts until an interaction", async ({ tab }) => {
    // The visitor went down to the message, and back to the top, before reloading. On reload,
    // Firefox puts back where every box of the page was scrolled to, firing a scroll event for
    // each: the contact section, which clipped its circles by overflow: hidden, was a box that
    // bringing the message into view had scrolled sideways (now overflow: clip, no box to scroll).
    await gotoHydrated(tab, "/contact")
    await tab.click("#message")
    // Focus in the form starts downloading EmailJS's SDK (prefetchEmailJs): a reload that cut it off
    // had WebKit report the script as failed to load. Reloaded once it has come.
    await tab.waitFor(() =>
      performance.getEntriesByType("resource").some(entry => /\/emailjs-[^/]*\.js$/.test(entry.name)),
    )
    await tab.evaluate(() => window.scrollTo(0, 0))
    await tab.waitFor(() => window.scrollY === 0)
    // What could have set them off, seen from before the page's scripts where the engine allows it (Firefox):
    // each interaction the starter listens for, with the pointer's movement, and where the page was scrolled to.
    await tab.beforePageScripts(types => {
      const seen: string[] = []
      Object.assign(window, { interactionsSeen: seen })
      for (const type of types)
        addEventListener(
          type,
          event => {
            const { movementX, movementY } = event as MouseEvent
            const moved = type === "pointermove" ? ` moved ${movementX},${movementY}` : ""
            if (seen.length < 20) seen.push(`${type} ${Math.round(event.timeStamp)}${moved} at ${window.scrollY}`)
          },
          { capture: true, passive: true },
        )
    }, INTERACTIONS)
    await tab.reload()
    // Long enough for the starter to have started them, had anything counted as an interaction.
    await tab.pause(1500)
    // At its top: Firefox sometimes puts it back a fraction of a pixel down (0.22 px), which the starter counts as the top.
    expect(await tab.evaluate(() => window.scrollY)).toBeLessThan(1)
    // Firefox once started them here in a full run, and 50 runs of this test alone did not: what the page
    // knows of when they started and of what came first, for the next time.
    const when = await tab.evaluate(() =>
      JSON.stringify({
        paints: performance.getEntriesByType("paint").map(entry => `${entry.name} ${Math.round(entry.startTime)}`),
        firstInput: performance
          .getEntriesByType("first-input")
          .map(entry => `${entry.name} ${Math.round(entry.startTime)}`),
        firstScript: performance
          .getEntriesByType("resource")
          .filter(entry => /\.js(\?|$)/.test(entry.name) && !entry.name.includes("/__engine-tests/"))
          .map(entry => Math.round(entry.startTime))[0],
        focused: document.activeElement?.nodeName,
        // A page in a background tab or window is not painted (no paint entries), and the starter's fallback then applies.
        visibility: document.visibilityState,
        hasFocus: document.hasFocus(),
        seen: (window as { interactionsSeen?: string[] }).interactionsSeen ?? "not watched in this engine",
      }),
    )
    expect(await pageScripts(tab), `the page's scripts started with no interaction: ${when}`).toEqual({
      scripts: [],
      gatsbyStarted: false,
    })
    await interact(tab)
    await waitForHydration(tab)
  })
})
