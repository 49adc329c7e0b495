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
import { startLocalEditor } from "../src/cms/build/local-editor"
import { configYaml } from "../src/cms/build/write-admin"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium"
import { scratchRepo } from "./scratch-repo"

const root = path.resolve(__dirname, "..")
const outDir = path.join(root, "docs", "editing")
const WIDTH = 1280
/** Wide enough to read the editor's words, small enough for a page of pictures. */
const SAVED_WIDTH = 1000

async function shoot(page: Page, name: string) {
  const png = await page.screenshot()
  await sharp(png)
    .resize({ width: SAVED_WIDTH })
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

async function main() {
  const build = spawnSync("npx", ["tsx", "scripts/serve.ts", "--build-only"], { cwd: root, stdio: "inherit" })
  if (build.status !== 0) process.exit(build.status ?? 1)
  fs.mkdirSync(outDir, { recursive: true })
  const repo = scratchRepo(root)
  const editor = await startLocalEditor({
    publicDir: path.join(root, "public"),
    repoDir: repo,
    port: Number(process.env.CMS_PORT ?? 8790),
    backendPort: Number(process.env.CMS_BACKEND_PORT ?? 8081),
  })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: 800 } })
    page.on("dialog", dialog => void dialog.accept())

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

    // 3. Changing a product, with its card beside the form.
    await page.goto(`${editor.url}/admin/#/collections/products/entries/ups-systems`)
    const description = page.getByRole("textbox", { name: "Description", exact: true })
    await description.fill(
      "Online and modular UPS from 600 VA to 500 kVA, sized, installed and serviced by our engineers.",
    )
    await page.frameLocator("iframe").first().getByRole("heading", { name: "UPS Systems" }).waitFor()
    await shoot(page, "3-change-a-product")

    // 4. Saving: a draft, which is a pull request on GitHub. The backend's answer about the pull
    // request's preview is made up here: on GitHub it comes once CI has built the preview.
    await page.route("**/api/v1", async route => {
      if (/"action":"getDeployPreview"/.test(route.request().postData() ?? ""))
        return route.fulfill({
          json: { url: "https://cms-products-ups-systems.vanraj-power.pages.dev", status: "SUCCESS" },
        })
      return route.fallback()
    })
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByRole("alert").filter({ hasText: "Entry saved" }).waitFor({ timeout: 30_000 })
    await page.getByRole("button", { name: "Status: Draft" }).waitFor({ timeout: 30_000 })
    await shoot(page, "4-saved")

    // 5. The preview link.
    const previewLink = page.getByRole("link", { name: "View Preview" })
    await previewLink.waitFor({ timeout: 30_000 })
    await previewLink.hover()
    await shoot(page, "5-preview-link")
    await page.unroute("**/api/v1")

    // 6. Adding a team member with a photo.
    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cms-photo-")), "sunita-rao.jpg")
    fs.copyFileSync(path.join(root, "content", "team", "nirali-shah.jpg"), photo)
    await page.goto(`${editor.url}/admin/#/collections/team/new`)
    await fillSettled(page.getByRole("spinbutton", { name: "Order" }), "9")
    await fillSettled(page.getByRole("textbox", { name: "Role", exact: true }), "Service Engineer")
    await fillSettled(page.getByRole("textbox", { name: "Name", exact: true }), "Sunita Rao")
    await fillSettled(
      page.getByRole("textbox", { name: "About", exact: true }),
      "Looks after battery banks across Gandhinagar.",
    )
    await page.getByRole("button", { name: "Choose an image" }).click()
    await page.locator('input[type="file"]').setInputFiles(photo)
    await page.getByText("sunita-rao.jpg").waitFor()
    await shoot(page, "6-upload-a-photo")
    await page.getByRole("button", { name: "Choose selected" }).click()
    await fillSettled(page.getByRole("textbox", { name: "Image description", exact: true }), "Portrait of Sunita Rao")
    const preview = page.frameLocator("iframe").first()
    // The preview is Our Team: the new card among the others, scrolled into view.
    const card = preview.getByRole("listitem").filter({ hasText: "Sunita Rao" })
    await card.getByText("Service Engineer").waitFor()
    await card.scrollIntoViewIfNeeded()
    await shoot(page, "7-add-a-team-member")
    // The editor reads the chosen file again as it saves: the photo is removed only after.
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByRole("alert").filter({ hasText: "Entry saved" }).waitFor({ timeout: 30_000 })
    fs.rmSync(path.dirname(photo), { recursive: true })
  } finally {
    await browser.close()
    await editor.stop()
    fs.rmSync(repo, { recursive: true, force: true })
  }
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
