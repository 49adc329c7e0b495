import type { Locator, Page } from "@playwright/test"

/**
 * In the editor at /admin/, the text box holding `text`, and of that name if given: many fields
 * share a name ("Heading" in every part of a page), and a list's items have none of their own.
 * Waits up to 30 s for the form to be there.
 */
export async function fieldHolding(page: Page, text: string, name?: string): Promise<Locator> {
  const boxes = name ? page.getByRole("textbox", { name, exact: true }) : page.getByRole("textbox")
  await boxes.first().waitFor({ timeout: 30_000 })
  for (const box of await boxes.all()) if ((await box.inputValue()) === text) return box
  throw new Error(`No text box${name ? ` named ${name}` : ""} holds "${text}"`)
}
