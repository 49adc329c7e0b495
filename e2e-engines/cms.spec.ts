import fs from "node:fs"
import path from "node:path"
import { startLocalEditor } from "../src/cms/setup/local-editor"
import { git, scratchRepo } from "../scripts/scratch-repo"
import { editorStylesheetSelectors, phoneLayoutProblems } from "../e2e/cms-phone-layout"
import { test as base, expect, VIEWPORTS, type Tab } from "./fixtures"

/**
 * The editor at /admin/ in WebKit and Gecko: signed in to the local backend (decap-server in git mode over a
 * scratch clone of this repository, as e2e/cms-fixtures.ts does for Chromium), a product line is changed, the
 * preview follows, Save makes a cms/ branch and Publish merges it into main, at a phone's width and a desktop's;
 * at the phone's, the phone layout holds (e2e/cms-phone-layout.ts).
 */

const root = path.resolve(__dirname, "..")
const [PHONE, DESKTOP] = VIEWPORTS

const test = base.extend<{ editor: { url: string; repo: string } }>({
  editor: [
    // Playwright's fixtures name what they use; this one uses none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      // Decap's 5 MB bundle is read at every start, and WebKit's sessions start slowly on a busy machine.
      testInfo.setTimeout(Math.max(testInfo.timeout, 180_000))
      const port = Number(process.env.ENGINES_PORT ?? 8796)
      const repo = scratchRepo(root)
      const editor = await startLocalEditor({
        publicDir: path.join(root, "public"),
        repoDir: repo,
        port: port + 20 + testInfo.parallelIndex,
        backendPort: port + 30 + testInfo.parallelIndex,
      })
      await use({ url: editor.url, repo })
      await editor.stop()
      fs.rmSync(repo, { recursive: true, force: true })
    },
    { scope: "test" },
  ],
})

/** Clicks the first shown element of `selector` whose text is `text`, as a person picks it by its words. */
async function clickText(tab: Tab, selector: string, text: string) {
  await tab.waitFor(
    (selector, text) => {
      document.querySelector("[data-engine-target]")?.removeAttribute("data-engine-target")
      const found = [...document.querySelectorAll(selector)].find(
        element => element.textContent?.trim() === text && element.getClientRects().length > 0,
      )
      found?.setAttribute("data-engine-target", "")
      return !!found
    },
    [selector, text],
    60_000,
  )
  await tab.click("[data-engine-target]")
}

/** The text of the page the preview draws, and the width it draws it at. */
const previewPage = (tab: Tab) =>
  tab.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>("#preview-pane")
    const shown = !!frame && frame.getClientRects().length > 0
    return { shown, text: frame?.contentDocument?.body.innerText ?? "", width: frame?.contentWindow?.innerWidth ?? 0 }
  })

async function expectFitsThePhone(tab: Tab) {
  expect(await tab.evaluate(phoneLayoutProblems, PHONE.width)).toEqual({
    sideways: [],
    offScreen: [],
    small: [],
    smallText: [],
  })
}

const BRAND_LINE = 'input[id^="secondaryTitle-field"]'
const cmsBranches = (repo: string) => git(repo, "for-each-ref", "--format=%(refname:short)", "refs/heads/cms/")

for (const viewport of [PHONE, DESKTOP])
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport })

    // The editor before the tab, so the tab's check of its errors comes before the editor stops.
    test("a product line is changed, the preview follows, Save makes a cms/ branch and Publish merges it", async ({
      editor,
      tab,
    }) => {
      const file = "content/products/batteries.json"
      const before = JSON.parse(git(editor.repo, "show", `main:${file}`))
      const onPhone = viewport === PHONE

      await tab.goto(`${editor.url}/admin/`)
      await clickText(tab, "button", "Login")
      await tab.goto(`${editor.url}/admin/#/collections/products/entries/batteries`)
      await tab.waitFor(selector => document.querySelector(selector), [BRAND_LINE], 60_000)
      if (onPhone) {
        // The form alone, the screen's width; the preview behind Decap's toggle.
        expect((await previewPage(tab)).shown).toBe(false)
        await expectFitsThePhone(tab)
      }
      await tab.fill(BRAND_LINE, "Exide · Rocket · Luminous")
      if (onPhone) await tab.click('button[title="Toggle preview"]')
      await expect
        .poll(async () => (await previewPage(tab)).text, { timeout: 30_000 })
        .toContain("Exide · Rocket · Luminous")
      if (onPhone) {
        expect(await tab.isShown(BRAND_LINE)).toBe(false)
        expect((await previewPage(tab)).width).toBe(PHONE.width)
        await expectFitsThePhone(tab)
        // None of editor.css's selectors aims at something WebKit's editor lacks.
        expect((await tab.evaluate(editorStylesheetSelectors)).length).toBeGreaterThan(10)
        await tab.click('button[title="Toggle preview"]')
      }

      await clickText(tab, "button", "Save")
      await expect.poll(() => cmsBranches(editor.repo), { timeout: 60_000 }).toBe("cms/products/batteries")
      await clickText(tab, '[role="button"]', "Status: Draft")
      await clickText(tab, '[role="menuitem"]', "Ready")
      if (onPhone) await expectFitsThePhone(tab)
      // Decap asks "Are you sure…?" before publishing: answered yes, as the person publishing does.
      await tab.evaluate(() => (window.confirm = () => true))
      await clickText(tab, '[role="button"]', "Publish")
      await clickText(tab, '[role="menuitem"]', "Publish now")
      await expect
        .poll(() => JSON.parse(git(editor.repo, "show", `main:${file}`)), { timeout: 60_000 })
        .toEqual({ ...before, secondaryTitle: "Exide · Rocket · Luminous" })
      await expect.poll(() => cmsBranches(editor.repo), { timeout: 30_000 }).toBe("")
    })
  })
