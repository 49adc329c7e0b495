import type { Page } from "@playwright/test"
import { en as sizing } from "../content/backup-sizing.json"
import { cmsBranches, DECAP, DECAP_CONSOLE_ERRORS, expect, openEditor, test, type ScratchEditor } from "./cms-fixtures"

/**
 * The backup sizing helper's file in the editor: its rules across fields (src/lib/sizing-rules.ts) refuse a
 * save beside the field, as the content check would, and its preview is the helper's page, as typed.
 */

const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click()
const repositoryState = (editor: ScratchEditor) => ({ main: editor.git("rev-parse", "main"), cms: cmsBranches(editor) })
const ROUTE = "pages/entries/backupSizing"

// A save refused before the form's check has run is refused again by Decap's preSave, which logs the message.
test.use({
  allowConsoleErrors: new RegExp(
    `${DECAP_CONSOLE_ERRORS.source}|^Error: (Backup time at first|Backup times|Standard ratings) `,
  ),
})

test("a backup time out of order, or a first time not offered, is refused beside its field and nothing is written", async ({
  page,
  editor,
}) => {
  const before = repositoryState(editor)
  await openEditor(page, editor, ROUTE)
  const firstTime = page.getByRole("spinbutton", { name: "Backup time at first" })
  await firstTime.fill("25", DECAP)
  const times = page.getByRole("spinbutton", { name: "Backup times", exact: true })
  await times.nth(2).fill("4")
  await save(page)
  await expect(
    page.getByText(
      `Backup time at first is 25, which is not one of the backup times (5, 10, 4, ${sizing.times.slice(3).join(", ")}).`,
      { exact: true },
    ),
  ).toBeVisible()
  await expect(
    page.getByText("Backup times (3) is 4, not more than 10 before it: list them smallest first, each once.", {
      exact: true,
    }),
  ).toBeVisible()
  expect(repositoryState(editor)).toEqual(before)

  // Put right, the change saves as a pull request's branch whose content the check accepts.
  await times.nth(2).fill("15")
  await firstTime.fill("45")
  await save(page)
  await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible(DECAP)
  const [branch] = cmsBranches(editor)
  expect(JSON.parse(editor.read(branch, "content/backup-sizing.json")).en.defaultMinutes).toBe(45)
  expect(editor.checkContent(branch)).toContain("✓ Content is valid")
})

test("a rating no larger than the one before it is refused beside the ratings, and nothing is written", async ({
  page,
  editor,
}) => {
  const before = repositoryState(editor)
  await openEditor(page, editor, ROUTE)
  // The IT UPS's ratings, opened by their list's Expand; the third is 2 kVA.
  const ratings = page.getByText(`${sizing.jobs.ups.ratings.length} standard ratings`, { exact: true })
  await ratings.locator("xpath=..").getByRole("button", { name: "Expand" }).click(DECAP)
  await page.getByRole("spinbutton", { name: "VA", exact: true }).nth(2).fill("1000")
  await save(page)
  await expect(
    page.getByText("Standard ratings (3, va) is 1000, not more than 1000 before it: list the ratings smallest first.", {
      exact: true,
    }),
  ).toBeVisible()
  expect(repositoryState(editor)).toEqual(before)
})

test("the preview is the helper's page, with the words as they are typed", async ({ page, editor }) => {
  await openEditor(page, editor, ROUTE)
  const preview = page.frameLocator("#preview-pane")
  await expect(preview.locator("main h1")).toHaveText(sizing.title, DECAP)
  await expect(preview.getByRole("table")).toContainText("600 VA line-interactive UPS")
  await page.getByRole("textbox", { name: "Page title" }).fill("How much backup do I need?", DECAP)
  await expect(preview.locator("main h1")).toHaveText("How much backup do I need?")
})
