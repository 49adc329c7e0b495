import fs from "node:fs"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import {
  changedLines,
  cmsBranches,
  DECAP,
  DECAP_CONSOLE_ERRORS,
  expect,
  languagePane,
  openEditor,
  publish,
  root,
  test,
} from "./cms-fixtures"

/**
 * The editor in Gujarati: the preview drawn in the language written on the left, and what Decap's own
 * issues say can go wrong with i18n in the editorial workflow.
 */

const preview = (page: Page) => page.frameLocator("#preview-pane")

/** Decap's menu above the form on the left: "Writing in EN", and the languages to write in. */
async function writeIn(page: Page, language: string) {
  await page
    .getByRole("button", { name: /^Writing in / })
    .first()
    .click(DECAP)
  await page.getByRole("menuitem", { name: language, exact: true }).click()
  await expect(page.getByRole("button", { name: `Writing in ${language.toUpperCase()}` }).first()).toBeVisible()
}

/** Opens a list Decap shows folded, by the list's own Expand, beside its "Add …" button. */
async function expandList(pane: Locator, addLabel: string) {
  const bar = pane.locator("div", { has: pane.page().getByRole("button", { name: addLabel, exact: true }) }).last()
  await bar.getByRole("button", { name: "Expand" }).click()
}

test("with the form on the left in Gujarati, the preview is the Gujarati page, as typed, with the English page's pictures", async ({
  page,
  editor,
}) => {
  await openEditor(page, editor, "products/entries/ups-systems")
  const shown = preview(page)
  await expect(shown.locator("main h1")).toHaveText("UPS Systems", DECAP)
  await writeIn(page, "gu")
  await expect(shown.locator("main h1")).toHaveText("UPS સિસ્ટમ્સ", DECAP)
  // The whole page is the Gujarati one: its menu, its links, its language.
  await expect(shown.locator('nav[aria-label="મુખ્ય મેનૂ"] a', { hasText: "હોમ" })).toHaveAttribute("href", "/gu")
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("UPS અને બેટરી સિસ્ટમ્સ")
  await expect(shown.locator("main h1")).toHaveText("UPS અને બેટરી સિસ્ટમ્સ")
  // The pictures are shared, as published: the hero and every gallery photo are drawn.
  const pictures = shown.locator("main img")
  await expect(pictures.first()).toBeVisible()
  expect(await pictures.evaluateAll(images => images.every(image => image.getAttribute("src")))).toBe(true)
  expect(await pictures.count()).toBeGreaterThan(12)

  await writeIn(page, "en")
  await expect(shown.locator("main h1")).toHaveText("UPS Systems")
})

test.describe(() => {
  // Decap logs the refusal of its preSave event as an error, after its notice.
  test.use({ allowConsoleErrors: new RegExp(`${DECAP_CONSOLE_ERRORS.source}|^Error: Write `) })

  test("with no Gujarati form open, a new entry without its Gujarati words is refused, naming each, and nothing is written", async ({
    page,
    editor,
  }) => {
    const photo = test.info().outputPath("sunita-rao.jpg")
    fs.copyFileSync(path.join(root, "content", "team", "rajesh-patel.jpg"), photo)
    await openEditor(page, editor, "team/new")
    await page.getByRole("spinbutton", { name: "Order" }).fill("90", DECAP)
    await page.getByRole("button", { name: "Choose an image" }).click()
    await page.locator('input[type="file"]').setInputFiles(photo)
    await page.getByRole("button", { name: "Choose selected" }).click(DECAP)
    await page.getByRole("textbox", { name: "Image description", exact: true }).fill("Portrait of Sunita Rao")
    await page.getByRole("textbox", { name: "Role", exact: true }).fill("Service Engineer")
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Sunita Rao")
    await page
      .getByRole("textbox", { name: "About", exact: true })
      .fill("Looks after battery banks across Gandhinagar.")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByText(/Write Role \(GU\), About \(GU\), Image description \(GU\)/)).toBeVisible(DECAP)
    expect(cmsBranches(editor)).toEqual([])
  })
})

test.describe("with the Gujarati form beside the English", () => {
  test.use({ gujaratiBeside: true })

  test("a Gujarati change is saved, still there when reopened from the workflow, and published (decaporg/decap-cms#5308)", async ({
    page,
    editor,
  }) => {
    const file = "content/team/hardik-desai.json"
    const before = JSON.parse(editor.git("show", `main:${file}`))
    const description = "ફેક્ટરી અને હોસ્પિટલના મોટા UPS અને બેટરી બેંક માટે સાઇટ સર્વે અને ઇન્સ્ટોલેશન સંભાળે છે."
    await openEditor(page, editor, "team/entries/hardik-desai")
    const about = languagePane(page, "gu").getByRole("textbox", { name: "About", exact: true })
    await about.fill(description, DECAP)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible(DECAP)
    const branch = "cms/team/hardik-desai"
    expect(JSON.parse(editor.read(branch, file))).toEqual({ ...before, gu: { ...before.gu, description } })

    // Reopened from the workflow's board, as the next day.
    await page.goto(`${editor.url}/admin/#/workflow`)
    await page
      .getByRole("link", { name: /Hardik Desai/ })
      .first()
      .click(DECAP)
    await expect(languagePane(page, "gu").getByRole("textbox", { name: "About", exact: true })).toHaveValue(
      description,
      DECAP,
    )
    await expect(languagePane(page, "en").getByRole("textbox", { name: "About", exact: true })).toHaveValue(
      before.en.description,
    )

    await publish(page)
    await expect
      .poll(() => JSON.parse(editor.git("show", `main:${file}`)), DECAP)
      .toEqual({ ...before, gu: { ...before.gu, description } })
    await expect.poll(() => cmsBranches(editor), DECAP).toEqual([])
  })

  test("a Gujarati text changed alone in the Gujarati form is a change of that one line", async ({ page, editor }) => {
    const file = "content/products/ups-systems.json"
    const before = JSON.parse(editor.read("main", file))
    // "For desks, …" becomes "For offices, …".
    const description = before.gu.description.replace(/^ડેસ્ક,/, "ઓફિસ,")
    expect(description).not.toBe(before.gu.description)
    await openEditor(page, editor, "products/entries/ups-systems")
    const box = languagePane(page, "gu").getByRole("textbox", { name: "Description", exact: true })
    // As a person does, once the entry is in the form (on a loaded machine, CI once typed in first and
    // Decap took no change: Save stayed disabled).
    await expect(box).toHaveValue(before.gu.description, DECAP)
    await box.fill(description)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible(DECAP)
    const branch = "cms/products/ups-systems"
    expect(JSON.parse(editor.read(branch, file))).toEqual({ ...before, gu: { ...before.gu, description } })
    expect(changedLines(editor, branch, file)).toEqual({ added: 1, removed: 1 })
  })

  test("beside the Gujarati, a gallery photo offers only its words, not its image, and a save writes each language its own", async ({
    page,
    editor,
  }) => {
    const file = "content/products/ups-systems.json"
    const before = JSON.parse(editor.read("main", file))
    const photos = before.en.photos.length
    await openEditor(page, editor, "products/entries/ups-systems")
    const english = languagePane(page, "en")
    const gujarati = languagePane(page, "gu")
    await expandList(english, "Add photos of our work")
    await expandList(gujarati, "Add photos of our work")
    // The English form chooses each photo (and the line's own picture); the Gujarati writes what each shows.
    await expect(english.getByRole("button", { name: "Choose different image" })).toHaveCount(photos + 1, DECAP)
    await expect(gujarati.getByRole("textbox", { name: "Photo description", exact: true })).toHaveCount(photos)
    await expect(gujarati.getByRole("textbox", { name: /^Caption/ })).toHaveCount(photos)
    await expect(gujarati.getByRole("button", { name: /image/ })).toHaveCount(0)
    await expect(gujarati.getByText("Photo", { exact: true }).filter({ visible: true })).toHaveCount(0)

    const caption = "બે 40 kVA ઓનલાઇન UPS, ફાર્મા પ્લાન્ટ, ચાંગોદર"
    await gujarati
      .getByRole("textbox", { name: /^Caption/ })
      .first()
      .fill(caption)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible(DECAP)
    const branch = "cms/products/ups-systems"
    // English keeps every photo's image; each Gujarati photo holds only its words.
    expect(JSON.parse(editor.read(branch, file))).toEqual({
      en: before.en,
      gu: { ...before.gu, photos: [{ ...before.gu.photos[0], caption }, ...before.gu.photos.slice(1)] },
    })
    expect(editor.checkContent(branch)).toContain("✓ Content is valid")
  })

  test("beside the Gujarati, the home page's cards and the About page's figures offer only their words", async ({
    page,
    editor,
  }) => {
    const home = JSON.parse(editor.read("main", "content/home.json"))
    const cards = home.en.whyChooseUs.cards.length
    await openEditor(page, editor, "pages/entries/home")
    await expandList(languagePane(page, "en"), "Add cards")
    await expandList(languagePane(page, "gu"), "Add cards")
    // The English form chooses the sections' pictures and each card's; the Gujarati writes each card's words.
    const sections = Object.values(home.en).filter(section => (section as { image?: string }).image).length
    await expect(languagePane(page, "en").getByRole("button", { name: "Choose different image" })).toHaveCount(
      sections + cards,
      DECAP,
    )
    await expect(languagePane(page, "gu").getByRole("textbox", { name: "Text", exact: true })).not.toHaveCount(0)
    await expect(languagePane(page, "gu").getByRole("button", { name: /image/ })).toHaveCount(0)

    const about = JSON.parse(editor.read("main", "content/about.json"))
    await page.goto(`${editor.url}/admin/#/collections/pages`)
    await expect(languagePane(page, "gu")).toHaveCount(0, DECAP)
    await page.goto(`${editor.url}/admin/#/collections/pages/entries/about`)
    await expandList(languagePane(page, "en"), "Add numbers")
    await expandList(languagePane(page, "gu"), "Add numbers")
    const figures = about.en.highlights.length
    await expect(languagePane(page, "en").getByRole("textbox", { name: "Figure", exact: true })).toHaveCount(
      figures,
      DECAP,
    )
    await expect(languagePane(page, "gu").getByRole("textbox", { name: "What it counts", exact: true })).toHaveCount(
      figures,
    )
    await expect(languagePane(page, "gu").getByRole("textbox", { name: "Figure", exact: true })).toHaveCount(0)
  })

  test("lists work in both languages: a Gujarati list grows on its own, and a photo's words change beside the English (decaporg/decap-cms#4386)", async ({
    page,
    editor,
  }) => {
    const file = "content/products/ups-systems.json"
    const before = JSON.parse(editor.git("show", `main:${file}`))
    await openEditor(page, editor, "products/entries/ups-systems")
    const gujarati = languagePane(page, "gu")
    await expect(gujarati.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("UPS સિસ્ટમ્સ", DECAP)

    // "What we supply" is each language's own list: a seventh item in Gujarati only.
    await expandList(gujarati, "Add what we supply")
    await gujarati.getByRole("button", { name: "Add what we supply", exact: true }).click()
    const items = gujarati.getByRole("textbox", { name: "Item", exact: true })
    await expect(items).toHaveCount(before.gu.supplies.length + 1)
    await items.last().fill("બેટરી બદલવાની સર્વિસ")
    await gujarati
      .getByRole("textbox", { name: "Sentence", exact: true })
      .last()
      .fill("જૂની બેટરી લઈ જઈને નવી બેટરી લગાવીએ છીએ, અને લોડ ટેસ્ટ કરીએ છીએ.")
    // A photo's caption in Gujarati, beside the same photo in English.
    await expandList(gujarati, "Add photos of our work")
    const caption = gujarati.getByRole("textbox", { name: /^Caption/ }).first()
    await caption.fill("2 × 40 kVA ઓનલાઇન UPS, ફાર્મા પ્લાન્ટ, ચાંગોદર")

    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible(DECAP)
    const saved = JSON.parse(editor.read("cms/products/ups-systems", file))
    expect(saved.en).toEqual(before.en)
    expect(saved.gu.supplies).toEqual([
      ...before.gu.supplies,
      { title: "બેટરી બદલવાની સર્વિસ", text: "જૂની બેટરી લઈ જઈને નવી બેટરી લગાવીએ છીએ, અને લોડ ટેસ્ટ કરીએ છીએ." },
    ])
    expect(saved.gu.photos).toHaveLength(before.en.photos.length)
    expect(saved.gu.photos[0]).toEqual({
      ...before.gu.photos[0],
      caption: "2 × 40 kVA ઓનલાઇન UPS, ફાર્મા પ્લાન્ટ, ચાંગોદર",
    })
    expect(saved.gu.photos.slice(1)).toEqual(before.gu.photos.slice(1))
    expect(editor.checkContent("cms/products/ups-systems")).toContain("✓ Content is valid")
  })
})
