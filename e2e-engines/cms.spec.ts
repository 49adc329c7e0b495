import path from "node:path"
import { startLocalEditor } from "../src/cms/setup/local-editor"
import { git, removeScratchRepo, scratchRepo } from "../scripts/scratch-repo"
import { phonePhoto } from "../scripts/phone-photo"
import { checkPhoneScreen, editorStylesheetSelectors, NO_PHONE_PROBLEMS, type InPage } from "../e2e/cms-phone-layout"
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
      removeScratchRepo(repo)
    },
    { scope: "test" },
  ],
})

/** Clicks the first shown element of `selector` whose text is `text`, as a person picks it by its words. */
async function clickText(tab: Tab, selector: string, text: string) {
  await tab.waitFor(
    (selector, text) => {
      document
        .querySelectorAll("[data-engine-target]")
        .forEach(element => element.removeAttribute("data-engine-target"))
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

/**
 * Types `text` into a field and checks it stayed: just after an entry's form appears, Decap can set its fields
 * once more from the entry it loaded, over what was typed (Firefox kept only the last letter), so it is typed
 * again, as a person whose words vanished would.
 */
async function fillKept(tab: Tab, selector: string, text: string) {
  for (let attempt = 1; ; attempt++) {
    await tab.fill(selector, text)
    await tab.pause(500)
    if ((await tab.value(selector)) === text || attempt === 5) return
  }
}

/** The page the preview draws: whether it is shown, its text (none while its document is being written), its width. */
const previewPage = (tab: Tab) =>
  tab.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>("#preview-pane")
    const shown = !!frame && frame.getClientRects().length > 0
    return { shown, text: frame?.contentDocument?.body?.innerText ?? "", width: frame?.contentWindow?.innerWidth ?? 0 }
  })

/** The phone's screen once at rest (a notice sliding in from the side is not off screen): nothing off it or too small. */
async function expectFitsThePhone(tab: Tab) {
  const { problems } = await checkPhoneScreen((fn, arg) => tab.evaluate(fn, arg), PHONE.width)
  expect(problems).toEqual(NO_PHONE_PROBLEMS)
}

/**
 * Waits until the toolbar reads "Status: Ready": Decap shows "Updating..." while it moves the entry, and
 * Publish pressed before then only alerts "Please update status to 'Ready' before publishing" and publishes nothing.
 */
const statusReady = (tab: Tab) =>
  tab.waitFor(
    () =>
      [...document.querySelectorAll('[role="button"]')].some(
        element => element.textContent?.trim() === "Status: Ready" && element.getClientRects().length > 0,
      ),
    [],
    60_000,
  )

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
      // The preview beside the form, where Decap opens with the Gujarati form (its "i18n" pane) until switched.
      await tab.evaluate(() => localStorage.setItem("cms.right-pane", "preview"))
      await tab.goto(`${editor.url}/admin/#/collections/products/entries/batteries`)
      // A boolean, not the element: Puppeteer over BiDi gives an element back as undefined (Firefox waited 60 s on it).
      await tab.waitFor(selector => document.querySelector(selector) !== null, [BRAND_LINE], 60_000)
      if (onPhone) {
        // The form alone, the screen's width; the preview behind Decap's toggle.
        expect((await previewPage(tab)).shown).toBe(false)
        await expectFitsThePhone(tab)
      }
      await fillKept(tab, BRAND_LINE, "Exide · Rocket · Luminous")
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
      await statusReady(tab)
      if (onPhone) await expectFitsThePhone(tab)
      // Decap asks "Are you sure…?" before publishing: answered yes, as the person publishing does.
      await tab.evaluate(() => (window.confirm = () => true))
      await clickText(tab, '[role="button"]', "Publish")
      await clickText(tab, '[role="menuitem"]', "Publish now")
      await expect
        .poll(() => JSON.parse(git(editor.repo, "show", `main:${file}`)), { timeout: 60_000 })
        .toEqual({ ...before, en: { ...before.en, secondaryTitle: "Exide · Rocket · Luminous" } })
      await expect.poll(() => cmsBranches(editor.repo), { timeout: 30_000 }).toBe("")
    })
  })

/**
 * Marks, for Tab's selector-driven actions, the `index`th shown form control (text box, switch) whose label is
 * `label`, as a person finds a field by the words above it; a list's items each carry the list's label.
 * With `part`, the list item holding that control's remove button or drag handle instead.
 */
function markField(label: string, index: number, part: "control" | "remove" | "handle") {
  document.querySelectorAll("[data-engine-target]").forEach(element => element.removeAttribute("data-engine-target"))
  const controls = [...document.querySelectorAll<HTMLLabelElement>("label[for]")]
    .filter(candidate => candidate.textContent?.trim().toLowerCase() === label.toLowerCase())
    .map(candidate => document.getElementById(candidate.htmlFor))
    .filter(control => control?.matches("input, textarea, [role=switch]") && control.getClientRects().length > 0)
  const control = controls[index]
  const item = control?.closest('[class*="-SortableListItem"]')
  const found =
    part === "control"
      ? control
      : part === "remove"
        ? [...(item?.querySelectorAll('[class*="-StyledListItemTopBar"] > button') ?? [])].pop()
        : item?.querySelector('[aria-roledescription="sortable"]')
  found?.setAttribute("data-engine-target", "")
  return !!found
}

const TARGET = "[data-engine-target]"

/** The selector of a field found by markField, once the form shows it. */
async function field(tab: Tab, label: string, index = 0, part: "control" | "remove" | "handle" = "control") {
  await tab.waitFor(markField, [label, index, part], 30_000)
  return TARGET
}

/** How many shown text boxes are labelled `label` (a list's items). */
const countFields = (tab: Tab, label: string) =>
  tab.evaluate(
    label =>
      [...document.querySelectorAll<HTMLLabelElement>("label[for]")].filter(
        candidate =>
          candidate.textContent?.trim().toLowerCase() === label.toLowerCase() &&
          document.getElementById(candidate.htmlFor)?.matches("input, textarea"),
      ).length,
    label,
  )

/** Where the first element whose text is `text` is once scrolled to, if one is shown. */
const scrolledTo = (tab: Tab, text: string) =>
  tab.evaluate(text => {
    const found = [...document.querySelectorAll("body *")].find(
      element => element.children.length === 0 && element.textContent?.trim() === text,
    )
    if (!found || found.getClientRects().length === 0) return null
    found.scrollIntoView({ block: "center" })
    const { left, right, top, bottom } = found.getBoundingClientRect()
    return { left, right, top, bottom }
  }, text)

test.describe(`${PHONE.width} px, field by field`, () => {
  // Decap ends a save it refuses by rejecting a promise with nothing (allowed in Chromium too, e2e/cms.spec.ts).
  test.use({
    viewport: PHONE,
    allowConsoleErrors: /Order is 1, the same as in UPS Systems|^Uncaught \(in promise\): undefined$/,
  })
  // WebKit is every iPhone's browser: the phone's tasks are driven there (Firefox at a phone's width: the test above).
  test.skip(({ engine }) => engine !== "webkit", "the phone's tasks are WebKit's")

  test("a product line is edited field by field at a phone's width, previewed, saved and published", async ({
    editor,
    tab,
  }, testInfo) => {
    const file = "content/products/batteries.json"
    const before = JSON.parse(git(editor.repo, "show", `main:${file}`))
    const photo = testInfo.outputPath("IMG_4032.JPG")
    await phonePhoto(root, photo)
    const seen = new Set<string>()
    const inPage: InPage = (fn, arg) => tab.evaluate(fn, arg)
    const expectFits = async (step: string) => {
      const { problems, matched } = await checkPhoneScreen(inPage, PHONE.width)
      expect(problems, step).toEqual(NO_PHONE_PROBLEMS)
      for (const selector of matched) seen.add(selector)
    }

    // Sign in, find the entry in its collection's list: it opens on its form.
    await tab.goto(`${editor.url}/admin/`)
    await clickText(tab, "button", "Login")
    await clickText(tab, "a", "Products")
    await tab.waitFor(() => [...document.querySelectorAll("a")].some(link => /Batteries$/.test(link.textContent ?? "")))
    await expectFits("the list of entries")
    // Marked alone: the mark clickText left on the Products link came first in the page, and was tapped again.
    await tab.evaluate(() => {
      document
        .querySelectorAll("[data-engine-target]")
        .forEach(element => element.removeAttribute("data-engine-target"))
      ;[...document.querySelectorAll("a")]
        .find(link => /Batteries$/.test(link.textContent ?? ""))!
        .setAttribute("data-engine-target", "")
    })
    await tab.click(TARGET)
    await tab.waitFor(selector => document.querySelector(selector) !== null, [BRAND_LINE], 60_000)
    expect((await previewPage(tab)).shown).toBe(false)
    await expectFits("the entry's form")

    // Text, and a paragraph.
    await fillKept(tab, BRAND_LINE, "Exide · Rocket · Luminous")
    const overview = "Most power backup problems are battery problems, and we solve them on site."
    await fillKept(tab, await field(tab, "Overview"), overview)

    // The Shown switch: off, and on again.
    const shown = await field(tab, "Shown on the site")
    await tab.click(shown)
    expect(await tab.attribute(shown, "aria-checked")).toBe("false")
    await expectFits("the switched-off entry")
    await tab.click(shown)
    expect(await tab.attribute(shown, "aria-checked")).toBe("true")

    // A list: remove its last item, add one, and drag the second to the top by its handle. Decap's list (dnd-kit)
    // listens to the mouse and to touch only, not to keys, so no keyboard can move an item; the drag is the mouse's
    // through WebDriver's actions (touch actions of WebKitGTK's driver were not tried).
    expect(await countFields(tab, "Typical uses")).toBe(5)
    await tab.click(await field(tab, "Typical uses", 4, "remove"))
    await expect.poll(() => countFields(tab, "Typical uses")).toBe(4)
    await clickText(tab, "button", "Add typical uses")
    await tab.fill(await field(tab, "Typical uses", 4), "Solar battery banks")
    await tab.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await expectFits("a list's items")
    // Both handles on the screen: the first's in the middle, the second's below it.
    await tab.evaluate(
      selector => {
        const handle = document.querySelector(selector)!
        handle.scrollIntoView({ block: "center" })
        handle.setAttribute("data-engine-drop", "")
      },
      await field(tab, "Typical uses", 0, "handle"),
    )
    await tab.drag(await field(tab, "Typical uses", 1, "handle"), "[data-engine-drop]")
    await expect.poll(async () => tab.value(await field(tab, "Typical uses", 0))).toBe(before.en.uses[1])

    // A relation: the brands the line carries.
    // Until 2026-11-25 WebKit's first click on the chip's × now and then left Quanta there (twice in seven runs),
    // and the test clicked again. It has not happened since the editor's fields redraw at once while the entry's
    // photos load (kept-value-control.ts), the likeliest mend though not a proven one. One click, then: should
    // it be lost again, the failure says what the page heard of it.
    const removeQuanta = '[aria-label="Remove Quanta"]'
    await tab.evaluate(selector => {
      const heard: string[] = []
      ;(window as unknown as { __heard: string[] }).__heard = heard
      for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup", "click"])
        document.addEventListener(
          type,
          event => {
            const target = event.target as Element
            heard.push(`${type} on ${target.closest(selector) ? "the ×" : target.outerHTML.slice(0, 80)}`)
          },
          true,
        )
    }, removeQuanta)
    await tab.click(removeQuanta)
    const gone = await tab
      .waitFor(() => document.querySelector('[aria-label="Remove Quanta"]') === null, [], 5000)
      .then(
        () => true,
        () => false,
      )
    const heard = await tab.evaluate(() => (window as unknown as { __heard: string[] }).__heard)
    expect(gone, `Quanta's chip is still there after a click on its ×; the page heard: ${heard.join(", ")}`).toBe(true)
    await tab.fill('input[role="combobox"][id^="brands-field"]', "Lumi")
    await clickText(tab, '[role="option"]', "Luminous")
    await expectFits("the brand picker")

    // A photo from the phone's library, through the media library's Upload.
    await clickText(tab, "button", "Choose different image")
    await tab.setFile('input[type="file"]', photo)
    // Decap selects the photo it uploaded (a tap on it would unselect it): its card shows, Choose selected is enabled.
    await tab.waitFor(
      () =>
        [...document.querySelectorAll("body *")].some(
          element =>
            element.children.length === 0 &&
            element.textContent?.trim() === "img_4032.jpg" &&
            element.getClientRects().length > 0,
        ) &&
        [...document.querySelectorAll("button")].some(
          button => button.textContent?.trim() === "Choose selected" && !button.disabled,
        ),
      [],
      60_000,
    )
    await expectFits("the media library")
    await clickText(tab, "button", "Choose selected")
    await tab.fill(await field(tab, "Image description (optional)"), "A battery bank in a cabinet")

    // A refusal, read beside its field on the screen, then put right.
    const order = await field(tab, "Order")
    await tab.fill(order, "1")
    await clickText(tab, "button", "Save")
    const refusal =
      "Order is 1, the same as in UPS Systems (content/products/ups-systems.json): give each entry its own number."
    await expect.poll(() => scrolledTo(tab, refusal), { timeout: 30_000 }).not.toBeNull()
    const box = (await scrolledTo(tab, refusal))!
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(PHONE.width)
    expect(box.top).toBeGreaterThanOrEqual(0)
    expect(box.bottom).toBeLessThanOrEqual(PHONE.height)
    await expectFits("a refusal")
    await tab.fill(await field(tab, "Order"), "2")

    // The preview: the page alone, the screen's width, drawn at the phone's width; then the form again.
    await tab.click('button[title="Toggle preview"]')
    await expect
      .poll(async () => (await previewPage(tab)).text, { timeout: 30_000 })
      .toContain("Exide · Rocket · Luminous")
    expect(await tab.isShown(BRAND_LINE)).toBe(false)
    expect((await previewPage(tab)).width).toBe(PHONE.width)
    await expectFits("the preview")
    await tab.click('button[title="Toggle preview"]')

    // Save: a cms/ branch; then Ready and Publish: main has every change.
    await clickText(tab, "button", "Save")
    await expect.poll(() => cmsBranches(editor.repo), { timeout: 60_000 }).toBe("cms/products/batteries")
    // Once Decap's "Entry saved" notice has come in: the branch can be there a moment before it slides in.
    await tab.waitFor(() =>
      [...document.querySelectorAll(".Toastify__toast")].some(toast => toast.textContent?.includes("Entry saved")),
    )
    await expectFits("a saved entry's toolbar")
    await clickText(tab, '[role="button"]', "Status: Draft")
    await clickText(tab, '[role="menuitem"]', "Ready")
    await statusReady(tab)
    await expectFits("the status menu")
    await tab.evaluate(() => (window.confirm = () => true))
    await clickText(tab, '[role="button"]', "Publish")
    await clickText(tab, '[role="menuitem"]', "Publish now")
    await expect
      .poll(() => JSON.parse(git(editor.repo, "show", `main:${file}`)), { timeout: 60_000 })
      .toEqual({
        ...before,
        en: {
          ...before.en,
          secondaryTitle: "Exide · Rocket · Luminous",
          brands: ["exide", "rocket", "luminous"],
          image: "img_4032.jpg",
          imageAlt: "A battery bank in a cabinet",
          overview: [overview, ...before.en.overview.slice(1)],
          uses: [before.en.uses[1], before.en.uses[0], before.en.uses[2], before.en.uses[3], "Solar battery banks"],
        },
      })
    expect(git(editor.repo, "ls-tree", "--name-only", "main", "content/products/")).toContain("img_4032.jpg")

    // Every selector of the editor's stylesheet matched something on the way, in WebKit too.
    const selectors = (await tab.evaluate(editorStylesheetSelectors)).map(({ selector }) => selector)
    expect(
      selectors.filter(selector => !seen.has(selector)),
      "selectors that matched nothing",
    ).toEqual([])
  })
})
