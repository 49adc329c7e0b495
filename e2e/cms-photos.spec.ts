import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import sharp from "sharp"
import { MINIMUM_PHOTO_WIDTH, PHOTO_BYTES_LIMIT, WIDEST_PHOTO } from "../src/lib/photo-sizes"
import { cmsBranches, DECAP, expect, languagePane, openEditor, root, test } from "./cms-fixtures"

/** Photos as they come from a phone, uploaded in the editor at /admin/ (the local editor: cms-fixtures.ts). */

/**
 * A photo as a phone takes it held upright: stored 4000 × 3000 with EXIF orientation 6 ("turn a
 * quarter clockwise to view"), so it is seen 3000 × 4000, red above and blue below, with the grain
 * of a camera's sensor, which keeps it over 5 MB as phones' JPEGs are.
 */
async function phonePhoto(file: string) {
  const [width, height] = [3000, 4000]
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 1
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 60
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [red, blue] = y < height / 2 ? [200, 40] : [40, 200]
      const noise = grain()
      pixels.set([red + noise, 90 + (x / width) * 60 + noise, blue + noise], (y * width + x) * 3)
    }
  const sideways = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .rotate(-90)
    .raw()
    .toBuffer({ resolveWithObject: true })
  await sharp(sideways.data, { raw: sideways.info }).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toFile(file)
}

/** The mean colour of a band of an image, as [red, green, blue]. */
async function meanColour(image: Buffer, band: { top: number; height: number; width: number }) {
  // stats() reads the input, not the pipeline's output: the band is cut out first.
  const cut = await sharp(image)
    .extract({ left: 0, ...band })
    .toBuffer()
  const { channels } = await sharp(cut).stats()
  return channels.slice(0, 3).map(channel => Math.round(channel.mean))
}

/**
 * A new product line as the editor saves it, the photo chosen below: the file the unit test that
 * builds the catalogue builds (__tests__/build/build-makes-catalogue-pages.test.ts).
 */
const SOLAR_INVERTERS = JSON.parse(
  fs.readFileSync(path.join(root, "__tests__/content/solar-inverters.json"), "utf8"),
) as Record<"en" | "gu", ProductLineWords> & { en: { order: number; image: string } }

interface ProductLineWords {
  primaryTitle: string
  description: string
  contactUsMessage: string
  imageAlt: string
  overview: [string]
  supplies: [{ title: string; text: string }]
  uses: [string]
}

/**
 * The fields a product line needs, filled in as an editor would: its order, then its words in each
 * language, the Gujarati in the form beside the English (the editor's default).
 */
async function fillNewProductLine(page: Page) {
  await languagePane(page, "en")
    .getByRole("spinbutton", { name: "Order" })
    .fill(String(SOLAR_INVERTERS.en.order), DECAP)
  for (const language of ["en", "gu"] as const) {
    const pane = languagePane(page, language)
    const words = SOLAR_INVERTERS[language]
    await pane.getByRole("textbox", { name: "Name", exact: true }).fill(words.primaryTitle)
    await pane.getByRole("textbox", { name: "Description", exact: true }).fill(words.description)
    await pane.getByRole("textbox", { name: "Enquiry message", exact: true }).fill(words.contactUsMessage)
    await pane.getByRole("button", { name: "Add Overview" }).click()
    await pane.getByRole("textbox", { name: "Overview", exact: true }).fill(words.overview[0])
    await pane.getByRole("button", { name: "Add What we supply" }).click()
    await pane.getByRole("textbox", { name: "Item", exact: true }).fill(words.supplies[0].title)
    await pane.getByRole("textbox", { name: "Sentence", exact: true }).fill(words.supplies[0].text)
    await pane.getByRole("button", { name: "Add Typical uses" }).click()
    await pane.getByRole("textbox", { name: "Typical uses", exact: true }).fill(words.uses[0])
  }
}

/** Chooses a photo for the Image field in `form` (the page's, or one language's), from the media library. */
async function choosePhoto(page: Page, file: string, form: Page | Locator = page) {
  await form.getByRole("button", { name: "Choose an image" }).click()
  await page.locator('input[type="file"]').setInputFiles(file)
}

test.describe("with the Gujarati form beside the English, as the editor opens", () => {
  test.use({ gujaratiBeside: true })

  test("a product line with a photo straight from a phone is saved upright, at the site's size, as the entry the catalogue's build test builds", async ({
    page,
    editor,
  }) => {
    test.setTimeout(3 * 60_000)
    // Kept until the test's end (Playwright removes its output): the editor reads the chosen file again after saving.
    const photo = test.info().outputPath("IMG_4032.JPG")
    await phonePhoto(photo)
    expect(fs.statSync(photo).size).toBeGreaterThan(5_000_000)

    await openEditor(page, editor, "products/new")
    await fillNewProductLine(page)
    await choosePhoto(page, photo, languagePane(page, "en"))
    await page.getByRole("button", { name: "Choose selected" }).click(DECAP)
    for (const language of ["en", "gu"] as const)
      await languagePane(page, language)
        .getByRole("textbox", { name: "Image description (optional)" })
        .fill(SOLAR_INVERTERS[language].imageAlt)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible(DECAP)

    const branch = "cms/products/solar-inverters"
    expect(cmsBranches(editor)).toEqual([branch])
    expect(editor.git("diff", "--name-status", `main...${branch}`).split("\n").sort()).toEqual([
      "A\tcontent/products/img_4032.jpg",
      "A\tcontent/products/solar-inverters.json",
    ])
    // The one build of a new product line is the unit test's, of this same entry.
    expect(JSON.parse(editor.read(branch, "content/products/solar-inverters.json"))).toEqual(SOLAR_INVERTERS)
    expect(editor.checkContent(branch)).toContain("✓ Content is valid")

    const stored = execFileSync("git", ["show", `${branch}:content/products/img_4032.jpg`], {
      cwd: editor.git("rev-parse", "--show-toplevel"),
      maxBuffer: 16 * 1024 * 1024,
    })
    const { width, height, format, orientation } = await sharp(stored).metadata()
    test.info().annotations.push({
      type: "photo",
      description: `${fs.statSync(photo).size} bytes, 4000 × 3000 (EXIF 6) → ${stored.length} bytes, ${width} × ${height}`,
    })
    // Upright: as tall as the phone held it, red above, blue below, and no turn left for a viewer to make.
    expect([format, width, orientation]).toEqual(["jpeg", WIDEST_PHOTO, undefined])
    expect(Math.abs(height! - (WIDEST_PHOTO * 4) / 3)).toBeLessThan(1)
    expect(stored.length).toBeLessThan(PHOTO_BYTES_LIMIT)
    const [top, bottom] = [
      await meanColour(stored, { top: 0, height: 100, width: width! }),
      await meanColour(stored, { top: height! - 100, height: 100, width: width! }),
    ]
    expect(top[0]).toBeGreaterThan(top[2] + 100)
    expect(bottom[2]).toBeGreaterThan(bottom[0] + 100)
  })
})

test.describe(() => {
  const REFUSALS = [
    {
      what: "a photo too small for its place",
      file: "small.jpg",
      make: (file: string) =>
        sharp({ create: { width: 800, height: 600, channels: 3, background: "#c04020" } })
          .jpeg()
          .toFile(file),
      says: `This photo is 800 × 600 pixels; this place needs one at least ${MINIMUM_PHOTO_WIDTH.productLine} pixels wide.`,
    },
    {
      what: "a text file named as a photo",
      file: "notes.jpg",
      make: (file: string) => fs.promises.writeFile(file, "Call the battery supplier on Monday."),
      says: "“notes.jpg” could not be read as a photo: choose a JPEG or PNG photo.",
    },
    {
      what: "a PDF",
      file: "brochure.pdf",
      make: (file: string) => fs.promises.writeFile(file, "%PDF-1.4\n%%EOF\n"),
      says: "“brochure.pdf” is not a photo the site can use: choose a JPEG or PNG photo.",
    },
  ]

  for (const { what, file, make, says } of REFUSALS)
    test(`${what} is refused beside the Image field, and nothing is uploaded`, async ({ page, editor }) => {
      const chosen = test.info().outputPath(file)
      await make(chosen)
      await openEditor(page, editor, "products/new")
      await choosePhoto(page, chosen)
      await expect(page.getByRole("alert").filter({ hasText: says })).toBeVisible(DECAP)
      // The media library has closed, so the message beside the field is in view; the field is still empty.
      await expect(page.getByRole("button", { name: "Choose selected" })).toBeHidden()
      await expect(page.getByRole("button", { name: "Choose an image" })).toBeVisible()
      expect(cmsBranches(editor)).toEqual([])
    })
})
