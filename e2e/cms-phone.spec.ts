import type { Locator, Page } from "@playwright/test"
import { phonePhoto } from "../scripts/phone-photo"
import {
  cmsBranches,
  DECAP,
  DECAP_CONSOLE_ERRORS,
  expect,
  languagePane,
  root,
  test,
  type ScratchEditor,
} from "./cms-fixtures"
import { checkPhoneScreen, editorStylesheetSelectors, NO_PHONE_PROBLEMS } from "./cms-phone-layout"
import { PHONE } from "./routes"

/**
 * The editor on a phone: 390 × 844 CSS px, touch, as Chromium emulates a phone (its page may be laid out wider
 * than the screen and zoomed out, as a phone's browser does). Staff do each task of an edit by touch and publish
 * it, and after every step nothing is off the screen or sideways, every control is at least 24 × 24 px and every
 * text box has 16 px text (cms-phone-layout.ts). The local editor over a scratch clone: cms-fixtures.ts.
 */

test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

/** A person's check of the screen as it is now; `seen` collects the editor stylesheet's selectors that matched. */
async function expectFitsThePhone(page: Page, seen: Set<string>, step: string) {
  const { problems, matched } = await checkPhoneScreen(
    (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    PHONE.width,
  )
  expect(problems, step).toEqual(NO_PHONE_PROBLEMS)
  for (const selector of matched) seen.add(selector)
}

/** A finger on `handle`, moved to the middle of `target` in small steps, and lifted (Chromium's touch input): both on the screen. */
async function touchDrag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!
  const to = (await target.boundingBox())!
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 }
  const end = { x: start.x, y: to.y + to.height / 2 }
  const touch = await page.context().newCDPSession(page)
  await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ ...start, id: 1 }] })
  for (let step = 1; step <= 20; step++) {
    const y = start.y + ((end.y - start.y) * step) / 20
    await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: start.x, y, id: 1 }] })
    await page.waitForTimeout(40)
  }
  await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
  await touch.detach()
}

/** Marks the saved change Ready and publishes it, by touch. */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Status: Draft" }).tap(DECAP)
  const statusSaved = page.waitForResponse(response =>
    /"action":"updateUnpublishedEntryStatus"/.test(response.request().postData() ?? ""),
  )
  await page.getByRole("menuitem", { name: "Ready" }).tap()
  expect((await statusSaved).ok()).toBe(true)
  await page.getByRole("button", { name: "Publish", exact: true }).tap()
  await page.getByRole("menuitem", { name: "Publish now" }).tap()
}

/** Signs in to the local backend (no password) and finds an entry in its collection's list, by touch. */
async function findEntry(page: Page, editor: ScratchEditor, collection: string, entry: RegExp, seen: Set<string>) {
  await page.goto(`${editor.url}/admin/`, { waitUntil: "domcontentloaded" })
  await page.getByRole("button", { name: "Login" }).tap({ timeout: 60_000 })
  await page.getByRole("link", { name: collection, exact: true }).tap(DECAP)
  await expect(page.getByRole("link", { name: entry })).toBeVisible(DECAP)
  // The Media page uploads and deletes straight on main: no button to it, at any width.
  await expect(page.getByRole("link", { name: "Contents" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Media" })).toBeHidden()
  await expectFitsThePhone(page, seen, "the list of entries")
  await page.getByRole("link", { name: entry }).tap()
}

test.describe(() => {
  // A refused save may log Decap's "Error: <the message beside the field>" (see cms-rules.spec.ts).
  test.use({ allowConsoleErrors: new RegExp(`${DECAP_CONSOLE_ERRORS.source}|^Error: Order is `) })

  test("a product line is edited field by field on a phone, previewed at its width, saved and published", async ({
    page,
    editor,
  }) => {
    page.on("dialog", dialog => void dialog.accept())
    const seen = new Set<string>()
    const file = "content/products/batteries.json"
    const before = JSON.parse(editor.read("main", file))
    const photo = test.info().outputPath("IMG_4032.JPG")
    await phonePhoto(root, photo)

    // Sign in, find the entry: it opens on its form, the width of the screen.
    await findEntry(page, editor, "Products", /Batteries$/, seen)
    const name = page.getByRole("textbox", { name: "Name", exact: true })
    await expect(name).toHaveValue("Batteries", DECAP)
    const preview = page.locator("#preview-pane")
    await expect(preview).toBeHidden()
    await expectFitsThePhone(page, seen, "the entry's form")

    // Text, and a paragraph.
    await page.getByRole("textbox", { name: "Brand line (optional)" }).fill("Exide · Rocket · Luminous")
    const overview = page.getByRole("textbox", { name: "Overview", exact: true })
    await overview.first().fill("Most power backup problems are battery problems, and we solve them on site.")

    // A list: remove its last item, add one, and drag the second to the top.
    const uses = page.getByRole("textbox", { name: "Typical uses", exact: true })
    await expect(uses).toHaveCount(5)
    const usesItem = (index: number) => page.locator('[class*="-SortableListItem"]').filter({ has: uses }).nth(index)
    await usesItem(4).locator('[class*="-StyledListItemTopBar"] > button').last().tap()
    await expect(uses).toHaveCount(4)
    await page.getByRole("button", { name: "Add Typical uses" }).tap()
    await uses.nth(4).fill("Solar battery banks")
    const handle = (index: number) => usesItem(index).locator('[aria-roledescription="sortable"]').first()
    // Done typing: the phone's keyboard closes (a drag that starts while a field has focus is lost as it blurs).
    await page.evaluate(() => (document.activeElement as HTMLElement).blur())
    // Both handles on the screen: the one dragged, and the one it is dragged to.
    await handle(0).scrollIntoViewIfNeeded()
    await expectFitsThePhone(page, seen, "a list's items")
    await touchDrag(page, handle(1), handle(0))
    await expect(uses.first()).toHaveValue("Inverter backup for offices and shops")

    // A relation: the brands the line carries, by touch on the picker.
    await page.getByRole("button", { name: "Remove Quanta" }).tap()
    const brands = page.getByRole("combobox", { name: "Brands carried" })
    // Typed into, then the brand tapped in its list. A tap on the field itself is not used: in Chromium
    // 156.0.8078.108, react-select opens its list on the touchend, and the mousedown and click the browser sends
    // after it, 10 ms later at the same point, land on the list's first brand (APC) and add it.
    await brands.focus()
    await brands.fill("Lumi")
    await page.getByRole("option", { name: "Luminous" }).tap(DECAP)
    await expectFitsThePhone(page, seen, "the brand picker")

    // A photo from the phone's library, through the media library's Upload.
    await page.getByRole("button", { name: "Choose different image" }).tap()
    const chooser = page.waitForEvent("filechooser")
    await page.getByText("Upload", { exact: true }).tap(DECAP)
    await (await chooser).setFiles(photo)
    await expect(page.getByText("img_4032.jpg")).toBeVisible({ timeout: 60_000 })
    await expectFitsThePhone(page, seen, "the media library")
    await page.getByRole("button", { name: "Choose selected" }).tap()
    await page.getByRole("textbox", { name: "Image description (optional)" }).fill("A battery bank in a cabinet")

    // A refusal, read beside its field on the screen, then put right.
    const order = page.getByRole("spinbutton", { name: "Order" })
    await order.fill("1")
    await page.getByRole("button", { name: "Save", exact: true }).tap()
    const refusal = page.getByText(
      "Order is 1, the same as in UPS Systems (content/products/ups-systems.json): give each entry its own number.",
      { exact: true },
    )
    // Beside its field, at the top of the form: scrolled to, as Decap leaves it where it is on any screen.
    await expect(refusal).toBeVisible(DECAP)
    await refusal.scrollIntoViewIfNeeded()
    await expect(refusal).toBeInViewport({ ratio: 1 })
    const box = (await refusal.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    await expectFitsThePhone(page, seen, "a refusal")
    await order.fill("2")

    // The preview: the page alone, the screen's width, drawn at the phone's width; then the form again.
    const previewToggle = page.getByRole("button", { name: "Toggle preview" })
    await previewToggle.tap()
    await expect(preview).toBeVisible()
    await expect(name).toBeHidden()
    const frame = page.frameLocator("#preview-pane")
    await expect(frame.getByRole("heading", { level: 1, name: "Batteries" })).toBeVisible(DECAP)
    await expect(frame.getByText("Exide · Rocket · Luminous", { exact: true }).first()).toBeVisible()
    expect(await preview.boundingBox()).toMatchObject({ x: 0, width: PHONE.width })
    expect(await preview.evaluate((element: HTMLIFrameElement) => element.contentWindow!.innerWidth)).toBe(PHONE.width)
    await expectFitsThePhone(page, seen, "the preview")
    await previewToggle.tap()
    await expect(name).toBeVisible()
    await expect(preview).toBeHidden()

    // The Gujarati form: alone, the screen's width, with only the words; its brand line and photo description
    // follow the English; then the English form again.
    const gujaratiToggle = page.getByRole("button", { name: "Toggle i18n" })
    await gujaratiToggle.tap()
    const gujarati = languagePane(page, "gu")
    await expect(gujarati.getByText("Writing in GU")).toBeVisible()
    // Its own name field alone on the screen, and none of the fields English holds for both.
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveCount(1)
    await expect(gujarati.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(/\p{Script=Gujarati}/u)
    await expect(gujarati.getByRole("spinbutton", { name: "Order" })).toBeHidden()
    await gujarati.getByRole("textbox", { name: "Brand line (optional)" }).fill("Exide · Rocket · Luminous")
    await gujarati.getByRole("textbox", { name: "Image description (optional)" }).fill("કેબિનેટમાં બેટરી બેંક")
    expect(await gujarati.boundingBox()).toMatchObject({ x: 0, width: PHONE.width })
    await expectFitsThePhone(page, seen, "the Gujarati form")
    await gujaratiToggle.tap()
    await expect(name).toBeVisible()

    // Save: a cms/ branch; then Ready and Publish: main has every change.
    await page.getByRole("button", { name: "Save", exact: true }).tap()
    await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible(DECAP)
    expect(cmsBranches(editor)).toEqual(["cms/products/batteries"])
    await expectFitsThePhone(page, seen, "a saved entry's toolbar")
    await publish(page)
    const english = {
      ...before.en,
      secondaryTitle: "Exide · Rocket · Luminous",
      brands: ["exide", "rocket", "luminous"],
      image: "img_4032.jpg",
      imageAlt: "A battery bank in a cabinet",
      overview: [
        "Most power backup problems are battery problems, and we solve them on site.",
        ...before.en.overview.slice(1),
      ],
      uses: [before.en.uses[1], before.en.uses[0], before.en.uses[2], before.en.uses[3], "Solar battery banks"],
    }
    const published = {
      en: english,
      gu: { ...before.gu, secondaryTitle: "Exide · Rocket · Luminous", imageAlt: "કેબિનેટમાં બેટરી બેંક" },
    }
    await expect.poll(() => JSON.parse(editor.read("main", file)), DECAP).toEqual(published)
    expect(editor.git("ls-tree", "--name-only", "main", "content/products/")).toContain("img_4032.jpg")
    expect(editor.checkContent("main")).toContain("✓ Content is valid")

    // Every selector of the editor's stylesheet matched something on the way: none aims at a part Decap renamed.
    const selectors = (await page.evaluate(editorStylesheetSelectors)).map(({ selector }) => selector)
    expect(selectors.length).toBeGreaterThan(10)
    expect(
      selectors.filter(selector => !seen.has(selector)),
      "selectors that matched nothing",
    ).toEqual([])
  })
})

test("a brand is taken off the site by its Shown switch on a phone, saved and published", async ({ page, editor }) => {
  page.on("dialog", dialog => void dialog.accept())
  const seen = new Set<string>()
  const file = "content/brands/vivo.json"
  const before = JSON.parse(editor.read("main", file))
  await findEntry(page, editor, "Brands", /Vivo$/, seen)
  const shown = page.getByRole("switch", { name: "Shown on the site" })
  await expect(shown).toBeChecked(DECAP)
  await shown.tap()
  await expect(shown).not.toBeChecked()
  await expectFitsThePhone(page, seen, "the switched-off entry")
  await page.getByRole("button", { name: "Save", exact: true }).tap()
  await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible(DECAP)
  expect(cmsBranches(editor)).toEqual(["cms/brands/vivo"])
  await expectFitsThePhone(page, seen, "the saved entry")
  await publish(page)
  await expect
    .poll(() => JSON.parse(editor.read("main", file)), DECAP)
    .toEqual({ ...before, en: { ...before.en, shown: false } })
})
