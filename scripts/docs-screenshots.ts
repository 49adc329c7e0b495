/**
 * npm run docs:screenshots: the pictures of docs/editing.md, taken in headless Chromium on the
 * editor with its local backend over a scratch clone of this repository (nothing here changes).
 * Builds the site first if needed. Writes docs/editing/*.png, resized and compressed with sharp.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium, type Locator, type Page } from "@playwright/test"
import sharp from "sharp"
import { startLocalEditor } from "../src/cms/setup/local-editor"
import { configYaml } from "../src/cms/setup/write-admin"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium"
import { fieldHolding } from "./editor-fields"
import { phonePhoto } from "./phone-photo"
import { removeScratchRepo, scratchRepo } from "./scratch-repo"

const root = path.resolve(__dirname, "..")
/** What Decap shows beside an entry's form, which it keeps in localStorage: "preview", or "i18n" (the Gujarati form). */
const RIGHT_PANE = "cms.right-pane"
const outDir = path.join(root, "docs", "editing")
const WIDTH = 1280
/** Wide enough to read the editor's words, small enough for a page of pictures. */
const SAVED_WIDTH = 1000

/** Saves what the page shows as docs/editing/`name`.png: a computer's screen SAVED_WIDTH wide, a phone's as it is. */
async function shoot(page: Page, name: string) {
  const png = await page.screenshot()
  const { width } = page.viewportSize()!
  await sharp(png)
    .resize({ width: Math.min(width, SAVED_WIDTH) })
    .png({ palette: true, quality: 85, compressionLevel: 9 })
    .toFile(path.join(outDir, `${name}.png`))
  console.log(`  docs/editing/${name}.png`)
}

/**
 * Fills a field of a form that is still settling: the editor can reset a new entry's fields just
 * after they are typed into, so the text is checked to have stayed, and typed again if not.
 */
async function fillSettled(field: Locator, text: string) {
  for (let attempt = 1; ; attempt++) {
    await field.fill(text)
    await field.page().waitForTimeout(500)
    if ((await field.inputValue()) === text || attempt === 5) return
  }
}

/** A content file as its English page has it. */
const readContent = (file: string) => JSON.parse(fs.readFileSync(path.join(root, "content", file), "utf8")).en

/**
 * Adds a photo to the entry's "Photos of our work": Add, the new photo's Choose an image, Upload of
 * `photo` (the editor's file input), Choose selected, then its description and caption. `tap`
 * presses by touch, as on a phone. Gives the new item.
 */
async function addJobPhoto(page: Page, photo: string, description: string, caption: string, tap = false) {
  const press = (locator: Locator) => (tap ? locator.tap() : locator.click())
  const photos = page.locator('[aria-label="list field"]').filter({ hasText: "Photos of our work" })
  await press(photos.getByRole("button", { name: /^Add / }).first())
  const added = photos.locator('[class*="-SortableListItem"]').last()
  await press(added.getByRole("button", { name: "Choose an image" }))
  await page.locator('input[type="file"]').setInputFiles(photo)
  await page.getByText(path.basename(photo).toLowerCase()).first().waitFor({ timeout: 60_000 })
  await press(page.getByRole("button", { name: "Choose selected" }))
  await fillSettled(added.getByRole("textbox", { name: "Photo description" }), description)
  await fillSettled(added.getByRole("textbox", { name: "Caption" }), caption)
  return added
}

/** Shows the preview's gallery ("Our work"), its last photo decoded. */
async function galleryInPreview(page: Page, alt: string) {
  const gallery = page.frameLocator("#preview-pane").getByRole("region", {
    name: readContent("pages.json").productLine.galleryTitle,
    exact: true,
  })
  const added = gallery.getByRole("img", { name: alt })
  await added.waitFor({ timeout: 30_000 })
  await added.evaluate(img => (img as HTMLImageElement).decode())
  await gallery.evaluate(element => element.scrollIntoView({ block: "start" }))
}

async function main() {
  const build = spawnSync("npx", ["tsx", "scripts/serve.ts", "--build-only"], { cwd: root, stdio: "inherit" })
  if (build.status !== 0) process.exit(build.status ?? 1)
  fs.mkdirSync(outDir, { recursive: true })
  for (const old of fs.readdirSync(outDir)) if (old.endsWith(".png")) fs.rmSync(path.join(outDir, old))
  const repo = scratchRepo(root)
  const editor = await startLocalEditor({
    publicDir: path.join(root, "public"),
    repoDir: repo,
    port: Number(process.env.CMS_PORT ?? 8790),
    backendPort: Number(process.env.CMS_BACKEND_PORT ?? 8081),
  })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-photo-"))
  try {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 } })
    context.on("page", page => page.on("dialog", dialog => void dialog.accept()))
    // The form beside its preview, where Decap opens with the Gujarati form until switched (picture 17 switches).
    await context.addInitScript(key => localStorage.getItem(key) ?? localStorage.setItem(key, "preview"), RIGHT_PANE)
    let page = await context.newPage()
    /** An entry in a page of its own (of the same screen): Decap keeps the form it shows when only the address changes. */
    const open = async (route: string) => {
      const previous = page
      page = await previous.context().newPage()
      await page.goto(`${editor.url}/admin/#/collections/${route}`, { waitUntil: "domcontentloaded" })
      await previous.close()
      return page
    }
    const preview = () => page.frameLocator("#preview-pane")
    const save = () => page.getByRole("button", { name: "Save", exact: true }).click()

    // 1. Signing in, as on the published site: its configuration, without the local backend.
    await page.route("**/admin/config.yml", route =>
      route.fulfill({ contentType: "text/yaml", body: configYaml({ repo: "owner/website", siteUrl: editor.url }) }),
    )
    await page.goto(`${editor.url}/admin/`, { waitUntil: "domcontentloaded" })
    await page.getByRole("button", { name: "Login with GitHub" }).waitFor({ timeout: 60_000 })
    await shoot(page, "1-sign-in")
    await page.unroute("**/admin/config.yml")

    // 2. The products, once signed in.
    await page.goto(`${editor.url}/admin/`, { waitUntil: "domcontentloaded" })
    await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 })
    await page.goto(`${editor.url}/admin/#/collections/products`)
    await page.getByText("UPS Systems").first().waitFor()
    // No notice over the list (a slow machine can show one about an entry that took long to load).
    await page.getByRole("alert").first().waitFor({ state: "detached", timeout: 30_000 })
    await shoot(page, "2-products")

    // 3. Changing a product, with its page beside the form.
    await open("products/entries/ups-systems")
    const description = page.getByRole("textbox", { name: "Description", exact: true })
    await description.fill(
      "Online and modular UPS from 600 VA to 500 kVA, sized, installed and serviced by our engineers.",
      { timeout: 60_000 },
    )
    await preview().getByRole("heading", { name: "UPS Systems" }).waitFor()
    await shoot(page, "3-change-a-product")

    // 4–5. A new product line with a photo from a phone, and its page in the preview.
    const photo = path.join(photoDir, "IMG_4032.JPG")
    await phonePhoto(root, photo)
    await open("products/new")
    await fillSettled(page.getByRole("spinbutton", { name: "Order" }), "20")
    await fillSettled(page.getByRole("textbox", { name: "Name", exact: true }), "Solar Inverters")
    await fillSettled(
      page.getByRole("textbox", { name: "Description", exact: true }),
      "Solar and hybrid inverters for offices and shops, sized and installed by our engineers.",
    )
    await fillSettled(
      page.getByRole("textbox", { name: "Enquiry message", exact: true }),
      "Hello, I would like to know more about your solar inverters.",
    )
    await page.getByRole("button", { name: "Add Overview" }).click()
    await fillSettled(
      page.getByRole("textbox", { name: "Overview", exact: true }),
      "Solar inverters run your office on the sun by day and charge the batteries that carry it through a power cut.",
    )
    await page.getByRole("button", { name: "Add What we supply" }).click()
    await fillSettled(page.getByRole("textbox", { name: "Item", exact: true }), "Hybrid inverters")
    await fillSettled(
      page.getByRole("textbox", { name: "Sentence", exact: true }),
      "Inverters that charge from the sun and the mains.",
    )
    await page.getByRole("button", { name: "Add Typical uses" }).click()
    await fillSettled(page.getByRole("textbox", { name: "Typical uses", exact: true }), "Shops with daytime loads")
    await page.getByRole("button", { name: "Choose an image" }).click()
    await page.locator('input[type="file"]').setInputFiles(photo)
    await page.getByText("img_4032.jpg").waitFor({ timeout: 60_000 })
    await shoot(page, "4-upload-a-phone-photo")
    await page.getByRole("button", { name: "Choose selected" }).click()
    await fillSettled(
      page.getByRole("textbox", { name: "Image description (optional)" }),
      "A hybrid solar inverter on an office wall",
    )
    const linePage = preview().getByRole("heading", { level: 1, name: "Solar Inverters" })
    await linePage.waitFor()
    await preview()
      .getByRole("img", { name: "A hybrid solar inverter on an office wall" })
      .evaluate(img => (img as HTMLImageElement).decode())
    await shoot(page, "5-new-product-line")

    // 9, 11. Saving: a draft, which is a pull request on GitHub. The backend's answer about the pull
    // request's preview is made up here: on GitHub it comes once CI has built the preview.
    await page.route("**/api/v1", async route => {
      if (/"action":"getDeployPreview"/.test(route.request().postData() ?? ""))
        return route.fulfill({
          json: { url: "https://cms-products-solar-inverters.vanraj-power.pages.dev", status: "SUCCESS" },
        })
      return route.fallback()
    })
    await save()
    await page.getByRole("alert").filter({ hasText: "Entry saved" }).waitFor({ timeout: 60_000 })
    await page.getByRole("button", { name: "Status: Draft" }).waitFor({ timeout: 30_000 })
    await shoot(page, "9-saved")
    const previewLink = page.getByRole("link", { name: "View Preview" })
    // A new entry's page shows its preview's link once opened again, as when an editor comes back to it.
    await page.reload()
    const check = page.getByRole("button", { name: "Check for Preview" })
    await previewLink.or(check).first().waitFor({ timeout: 30_000 })
    if (await check.isVisible()) await check.click()
    await previewLink.waitFor({ timeout: 30_000 })
    await previewLink.hover()
    await shoot(page, "11-preview-link")
    await page.unroute("**/api/v1")

    // 6. Reordering: a place another entry has is refused, naming it.
    await open("products/entries/batteries")
    await page.getByRole("spinbutton", { name: "Order" }).fill("1", { timeout: 60_000 })
    await save()
    await page.getByText("Order is 1, the same as in UPS Systems").waitFor({ timeout: 30_000 })
    await shoot(page, "6-reorder")

    // 7. Taking an entry off the site: its switch, before saving.
    await open("products/entries/leased-lines-and-firewalls")
    const shown = page.getByRole("switch", { name: "Shown on the site" })
    await shown.click({ timeout: 60_000 })
    await page.getByRole("switch", { name: "Shown on the site", checked: false }).waitFor()
    await shown.scrollIntoViewIfNeeded()
    await shoot(page, "7-take-off-the-site")

    // 8. The phone number: in the footer and on the Contact page of the preview.
    await open("pages/entries/site")
    const [mainPhone] = readContent("site.json").phones as string[]
    const phone = await fieldHolding(page, mainPhone)
    await phone.fill("+91 79 4000 1234")
    await phone.scrollIntoViewIfNeeded()
    const footerPhone = preview().locator("footer").getByRole("link", { name: "+91 79 4000 1234" })
    await footerPhone.waitFor()
    await footerPhone.scrollIntoViewIfNeeded()
    await shoot(page, "8-phone-number")

    // 10. A refused save: a brand that product lines and the brand strip name, switched off.
    await open("brands/entries/apc")
    await page.getByRole("switch", { name: "Shown on the site" }).click({ timeout: 60_000 })
    await save()
    const refusal = page.getByText("Shown on the site is off, but UPS Systems")
    await refusal.waitFor({ timeout: 30_000 })
    await refusal.scrollIntoViewIfNeeded()
    await shoot(page, "10-refused-save")

    // 12. Photos of a job: one added to a line's "Photos of our work", and the preview's gallery showing it.
    await open("products/entries/inverters")
    await page.getByRole("textbox", { name: "Name", exact: true }).waitFor({ timeout: 60_000 })
    const jobPhoto = await addJobPhoto(
      page,
      photo,
      "A 5 kVA inverter and its batteries on a shop's back wall",
      "5 kVA inverter with two batteries, garment shop, Maninagar",
    )
    await galleryInPreview(page, "A 5 kVA inverter and its batteries on a shop's back wall")
    await jobPhoto.evaluate(element => element.scrollIntoView({ block: "center" }))
    await shoot(page, "12-add-photos")

    // 17. The Gujarati page's words in the form beside the English, as the editor opens an entry.
    await page.evaluate(key => localStorage.setItem(key, "i18n"), RIGHT_PANE)
    await open("products/entries/ups-systems")
    await page.getByText("Writing in GU").waitFor({ timeout: 60_000 })
    await page.getByRole("textbox", { name: "Description", exact: true }).last().waitFor()
    await shoot(page, "17-gujarati-beside")

    // 13–16. From a phone: 390 × 844 px, by touch. A job's photo, then the phone number, each form and its preview.
    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })
    phoneContext.on("page", phonePage => phonePage.on("dialog", dialog => void dialog.accept()))
    await page.close()
    page = await phoneContext.newPage()
    await page.goto(`${editor.url}/admin/`, { waitUntil: "domcontentloaded" })
    await page.getByRole("button", { name: "Login" }).tap({ timeout: 60_000 })
    await page.getByRole("link", { name: "Products", exact: true }).waitFor({ timeout: 60_000 })
    await page.goto(`${editor.url}/admin/#/collections/products/entries/inverters`)
    await page.getByRole("textbox", { name: "Name", exact: true }).waitFor({ timeout: 60_000 })
    const phoneJobPhoto = await addJobPhoto(
      page,
      photo,
      "An inverter and its battery under an office desk",
      "2 kVA inverter for a CA's office, Navrangpura",
      true,
    )
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await phoneJobPhoto.evaluate(element => element.scrollIntoView({ block: "center" }))
    await shoot(page, "13-phone-add-photo")
    const previewToggle = page.getByRole("button", { name: "Toggle preview" })
    await previewToggle.tap()
    await galleryInPreview(page, "An inverter and its battery under an office desk")
    await shoot(page, "14-phone-photo-preview")

    await open("pages/entries/site")
    const phoneField = await fieldHolding(page, mainPhone)
    await phoneField.tap()
    await phoneField.fill("+91 79 4000 5678")
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await phoneField.evaluate(element => element.scrollIntoView({ block: "center" }))
    await shoot(page, "15-phone-number")
    await page.getByRole("button", { name: "Toggle preview" }).tap()
    const phoneFooter = preview().locator("footer").getByRole("link", { name: "+91 79 4000 5678" })
    await phoneFooter.waitFor()
    await phoneFooter.evaluate(element => element.scrollIntoView({ block: "center" }))
    await shoot(page, "16-phone-number-preview")
  } finally {
    await browser.close()
    await editor.stop()
    removeScratchRepo(repo)
    fs.rmSync(photoDir, { recursive: true, force: true })
  }
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
