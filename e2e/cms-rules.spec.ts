import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import {
  cmsBranches,
  DECAP,
  DECAP_CONSOLE_ERRORS,
  expect,
  holdPhotos,
  openEditor,
  publish,
  test,
  type ScratchEditor,
} from "./cms-fixtures"

/**
 * The editor refuses, beside the field and before anything is written, what the content check would refuse
 * across files (src/lib/content-rules.ts), and takes an entry off the site only through a pull request and
 * Publish. Every test runs on the local editor over a scratch clone (cms-fixtures.ts) and reads its git.
 */

const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click()

/** What a batteries entry given UPS Systems' order (1) is told beside the field. */
const orderRefusal = (page: Page) =>
  page.getByText(
    "Order is 1, the same as in UPS Systems (content/products/ups-systems.json): give each entry its own number.",
    { exact: true },
  )

/** What main and the cms/ branches are now, to tell that nothing was written. */
const repositoryState = (editor: ScratchEditor) => ({ main: editor.git("rev-parse", "main"), cms: cmsBranches(editor) })

test("taking a brand nothing names off the site is a cms/ branch, and main changes only when it is published", async ({
  page,
  editor,
}) => {
  const file = "content/brands/vivo.json"
  const before = repositoryState(editor)
  const published = JSON.parse(editor.read("main", file))
  await openEditor(page, editor, "brands/entries/vivo")
  await page.getByRole("switch", { name: "Shown on the site" }).click(DECAP)
  await save(page)
  await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible(DECAP)

  const branch = "cms/brands/vivo"
  expect(repositoryState(editor)).toEqual({ main: before.main, cms: [branch] })
  expect(editor.git("diff", "--name-only", `main...${branch}`)).toBe(file)
  expect(JSON.parse(editor.read(branch, file))).toEqual({ ...published, en: { ...published.en, shown: false } })
  expect(editor.checkContent(branch)).toContain("✓ Content is valid")

  await publish(page)
  await expect
    .poll(() => JSON.parse(editor.read("main", file)), DECAP)
    .toEqual({ ...published, en: { ...published.en, shown: false } })
  // The brand's file stays, to be switched on again; only its switch changed.
  expect(editor.git("diff", "--name-status", before.main, "main")).toBe(`M\t${file}`)
  expect(editor.checkContent("main")).toContain("✓ Content is valid")
})

test("a team member taken off the site and saved comes back with Delete unpublished changes, which leaves main alone", async ({
  page,
  editor,
}) => {
  const before = repositoryState(editor)
  await openEditor(page, editor, "team/entries/kunal-joshi")
  await page.getByRole("switch", { name: "Shown on the site" }).click(DECAP)
  await save(page)
  await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible(DECAP)
  expect(repositoryState(editor)).toEqual({ main: before.main, cms: ["cms/team/kunal-joshi"] })

  page.on("dialog", dialog => void dialog.accept())
  await page.getByRole("button", { name: "Delete unpublished changes" }).click(DECAP)
  await expect.poll(() => repositoryState(editor), DECAP).toEqual(before)
})

test.describe(() => {
  // A refusal shows once the rule has read the other entries, which on a busy machine takes as long as Decap's
  // reads may (a fresh clone's run once took over 5 s): each waits as long as the editor's other steps.
  // A refused save logs nothing (admin.ts). Only when Save is pressed before the other entries have been read, as on
  // a busy machine, is the save refused by Decap's preSave (rule-control.ts), which Decap logs as "Error: <the
  // message beside the field>"; the message and the untouched repository are asserted the same either way.
  test.use({
    allowConsoleErrors: new RegExp(
      `${DECAP_CONSOLE_ERRORS.source}|^Error: (Order|Shown on the site|Brand name) (is|would be saved as) `,
    ),
  })

  test("taking a brand off the site is refused while product lines and the brand strip name it, naming them, and nothing is written", async ({
    page,
    editor,
  }) => {
    const before = repositoryState(editor)
    const photos = await holdPhotos(page)
    await openEditor(page, editor, "brands/entries/apc")
    const shown = page.getByRole("switch", { name: "Shown on the site" })
    await expect(shown).toBeChecked(DECAP)
    await expect.poll(() => photos.asked, { ...DECAP, message: "the form asks for its photos" }).toBeGreaterThan(0)
    // While the form's images (the logo and the gallery's twelve photos) still load: Decap redraws no
    // control meanwhile, and the rule once checked the switch as it was before the click (rule-control.ts).
    await shown.click()
    await expect(shown).not.toBeChecked()
    await save(page)
    await expect(
      page.getByText(
        "Shown on the site is off, but UPS Systems (content/products/ups-systems.json), Racks & PDUs (content/products/racks-and-pdus.json), Data Centre Cooling (content/products/data-centre-cooling.json) and the home page's brand strip (content/home.json) name this brand: take it out of them first, then take the brand off the site.",
        { exact: true },
      ),
    ).toBeVisible(DECAP)
    expect(photos.answered, "photos still loading").toBe(0)
    photos.release()
    expect(repositoryState(editor)).toEqual(before)
  })

  test("an order another entry has is refused, naming that entry, and nothing is written", async ({ page, editor }) => {
    const before = repositoryState(editor)
    await openEditor(page, editor, "products/entries/batteries")
    await page.getByRole("spinbutton", { name: "Order" }).fill("1", DECAP)
    await save(page)
    const refusal = orderRefusal(page)
    await expect(refusal).toBeVisible(DECAP)
    // Read as the sentence it is, not in Decap's small capitals.
    await expect(refusal).toHaveCSS("text-transform", "none")
    expect(repositoryState(editor)).toEqual(before)

    // Its own number, or one no other entry has, is accepted.
    await page.getByRole("spinbutton", { name: "Order" }).fill("12")
    await save(page)
    await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible(DECAP)
    expect(editor.checkContent("cms/products/batteries")).toContain("✓ Content is valid")
  })

  test("Save pressed before the other entries are read waits for them, then refuses the same, and nothing is written", async ({
    page,
    editor,
  }) => {
    const before = repositoryState(editor)
    // The other entries come only once Decap is saving, as on a slow connection: its preSave event, which it
    // fires as it starts saving, has to wait for them.
    let arrive!: () => void
    const saving = new Promise<void>(resolve => (arrive = resolve))
    await page.route(/\/api\/v1$/, async route => {
      if (/"action":"entriesByFolder"/.test(route.request().postData() ?? "")) await saving
      await route.continue().catch(() => undefined)
    })
    await openEditor(page, editor, "products/entries/batteries")
    await page.getByRole("spinbutton", { name: "Order" }).fill("1", DECAP)
    await save(page)
    await expect(page.getByRole("button", { name: "Saving...", exact: true })).toBeVisible()
    arrive()
    await expect(orderRefusal(page)).toBeVisible(DECAP)
    expect(repositoryState(editor)).toEqual(before)
  })

  test("a new entry whose name makes the file name of another is refused, naming it, and nothing is written", async ({
    page,
    editor,
  }) => {
    const before = repositoryState(editor)
    await openEditor(page, editor, "brands/new")
    await page.getByRole("textbox", { name: "Brand name", exact: true }).fill("Schneider  Electric", DECAP)
    await save(page)
    await expect(
      page.getByText(
        "Brand name would be saved as content/brands/schneider-electric.json, which is already Schneider Electric (content/brands/schneider-electric.json): give it another name.",
        { exact: true },
      ),
    ).toBeVisible(DECAP)
    expect(repositoryState(editor)).toEqual(before)
  })

  test("the brand strip and a product line offer only the brands on the site", async ({ page, editor }) => {
    // Vivo, named by nothing, taken off the site on main.
    const file = "content/brands/vivo.json"
    const vivo = JSON.parse(editor.read("main", file))
    const checkout = editor.git("rev-parse", "--show-toplevel")
    fs.writeFileSync(
      path.join(checkout, file),
      `${JSON.stringify({ ...vivo, en: { ...vivo.en, shown: false } }, null, 2)}\n`,
    )
    editor.git("commit", "--quiet", "--all", "--message", "Vivo off the site")

    await openEditor(page, editor, "pages/entries/home")
    for (const [route, label] of [
      ["pages/entries/home", "Brands shown"],
      ["products/entries/networking", "Brands carried"],
    ]) {
      await page.goto(`${editor.url}/admin/#/collections/${route}`)
      const picker = page.getByRole("combobox", { name: label })
      await picker.fill("Vivo", DECAP)
      await expect(page.getByText("No options", { exact: true })).toBeVisible(DECAP)
      await picker.fill("Samsung")
      await expect(page.getByRole("option", { name: "Samsung" })).toBeVisible(DECAP)
    }
  })
})

test("offers no delete that would commit straight to main: not an entry's, not a media file's", async ({
  page,
  editor,
}) => {
  await openEditor(page, editor, "products/entries/ups-systems")
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("UPS Systems", DECAP)
  await expect(page.getByRole("button", { name: /Delete/ })).toHaveCount(0)
  await page.getByRole("button", { name: "Choose different image" }).click()
  await expect(page.getByRole("button", { name: "Choose selected" })).toBeVisible(DECAP)
  await page.getByText("batteries.jpg", { exact: true }).click(DECAP)
  await expect(page.getByRole("button", { name: /Delete/ })).toHaveCount(0)

  // The Media page uploads and deletes straight on main: no link leads to it, and its address leads to the content.
  await page.goto(`${editor.url}/admin/#/collections/products`)
  await page.reload()
  await expect(page.getByText("UPS Systems").first()).toBeVisible(DECAP)
  await expect(page.getByRole("link", { name: "Contents" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Media" })).toBeHidden()
  await page.goto(`${editor.url}/admin/#/media`)
  await expect(page).toHaveURL(/#\/collections\//, DECAP)
  await expect(page.getByRole("button", { name: /Upload/ })).toHaveCount(0)
})
