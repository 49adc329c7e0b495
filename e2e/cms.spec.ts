import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Page } from "@playwright/test"
import prettier from "prettier"
import { startLocalEditor } from "../src/cms/local-editor"
import { test as base, expect } from "./fixtures"

/**
 * The editor at /admin/ as staff use it, on Decap's local backend (decap-server in git mode) over a
 * scratch clone of this repository: what the GitHub backend does on GitHub (a branch and a pull
 * request per change, merged on Publish) happens here to a real git repository the test reads.
 */

const root = path.resolve(__dirname, "..")
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim()

interface ScratchEditor {
  url: string
  git(...args: string[]): string
  /** A file as a branch of the scratch repository holds it, byte for byte. */
  read(branch: string, file: string): string
  /** `npm run check:content` on a branch of the scratch repository: its output, or the error it fails with. */
  checkContent(branch: string): string
}

/** A clone of this repository whose main holds this working tree's content/, committed, and no other branch. */
function scratchClone(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-scratch-"))
  run("git", ["clone", "--quiet", "--single-branch", "--no-tags", root, dir], root)
  const git = (...args: string[]) => run("git", args, dir)
  git("checkout", "--quiet", "-B", "main")
  // The editor's branches are cms/<collection>/<entry>: a branch named cms (like this one, perhaps) would block them.
  for (const branch of git("for-each-ref", "--format=%(refname:short)", "refs/heads").split("\n"))
    if (branch !== "main") git("branch", "--quiet", "-D", branch)
  git("remote", "remove", "origin")
  git("config", "user.name", "Editor test")
  git("config", "user.email", "editor@example.com")
  git("config", "commit.gpgsign", "false")
  fs.rmSync(path.join(dir, "content"), { recursive: true })
  fs.cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true })
  git("add", "--all")
  if (git("status", "--porcelain")) git("commit", "--quiet", "-m", "This working tree's content")
  return dir
}

// Decap's bundle is 5 MB of JavaScript, read at every start of the editor: on a busy two-core machine
// that alone can take most of the default 30 s.
base.describe.configure({ timeout: 120_000 })
/** How long the editor may take to load an entry or hear back from the backend. */
const DECAP = { timeout: 30_000 }

const test = base.extend<{ editor: ScratchEditor }>({
  // Decap asks the backend for an unsaved draft of each entry it opens, and a 404 means none; Chromium logs
  // every 404 as an error. The fixture below checks that no other request failed.
  allowConsoleErrors: /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/,
  editor: [
    async ({ page }, use, testInfo) => {
      const port = Number(process.env.E2E_PORT ?? 8789)
      const dir = scratchClone()
      const editor = await startLocalEditor({
        publicDir: path.join(root, "public"),
        repoDir: dir,
        port: port + 5 + testInfo.parallelIndex,
        backendPort: Number(process.env.CMS_BACKEND_PORT ?? port + 10) + testInfo.parallelIndex,
      })
      const failed: string[] = []
      page.on("response", response => {
        const action = /"action":"(\w+)"/.exec(response.request().postData() ?? "")?.[1]
        if (response.status() >= 400 && !(response.status() === 404 && action === "unpublishedEntry"))
          failed.push(`${response.status()} ${response.url()} ${action ?? ""}`)
      })
      const git = (...args: string[]) => run("git", args, dir)
      await use({
        url: editor.url,
        git,
        read: (branch, file) => execFileSync("git", ["show", `${branch}:${file}`], { cwd: dir, encoding: "utf8" }),
        checkContent: branch => {
          const tree = fs.mkdtempSync(path.join(os.tmpdir(), "cms-branch-"))
          git("worktree", "add", "--quiet", "--detach", tree, branch)
          try {
            return run("npx", ["tsx", "scripts/check-content.ts", path.join(tree, "content")], root)
          } catch (error) {
            return `${(error as { stderr?: string }).stderr ?? error}`
          } finally {
            git("worktree", "remove", "--force", tree)
          }
        },
      })
      await editor.stop()
      fs.rmSync(dir, { recursive: true, force: true })
      expect(failed, "requests that failed").toEqual([])
    },
    { scope: "test" },
  ],
})

/** Opens the editor and signs in: the local backend asks for no password. */
async function openEditor(page: Page, editor: ScratchEditor, route: string) {
  await page.goto(`${editor.url}/admin/`, { waitUntil: "domcontentloaded" })
  await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 })
  await page.goto(`${editor.url}/admin/#/collections/${route}`)
}

const cmsBranches = (editor: ScratchEditor) =>
  editor.git("for-each-ref", "--format=%(refname:short)", "refs/heads/cms/").split("\n").filter(Boolean)

async function isFormattedAsTheRepository(file: string, text: string) {
  const filepath = path.join(root, file)
  return prettier.check(text, { ...(await prettier.resolveConfig(filepath)), filepath })
}

test("a changed description is saved as one commit on a cms/ branch, and Publish merges it into main", async ({
  page,
  editor,
}) => {
  const file = "content/products/ups-systems.json"
  const before = JSON.parse(editor.git("show", `main:${file}`))
  const description = "Online and modular UPS from 600 VA to 500 kVA, sized, installed and serviced by our engineers."
  await openEditor(page, editor, "products/entries/ups-systems")
  await page.getByRole("textbox", { name: "Description (optional)", exact: true }).fill(description, DECAP)
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible(DECAP)

  const branch = "cms/products/ups-systems"
  expect(cmsBranches(editor)).toEqual([branch])
  expect(editor.git("rev-list", "--count", `main..${branch}`)).toBe("1")
  expect(editor.git("diff", "--name-only", `main...${branch}`)).toBe(file)
  const saved = editor.read(branch, file)
  expect(JSON.parse(saved)).toEqual({ ...before, description })
  expect(await isFormattedAsTheRepository(file, saved)).toBe(true)
  expect(editor.checkContent(branch)).toContain("✓ Content is valid")

  page.on("dialog", dialog => void dialog.accept())
  await page.getByRole("button", { name: "Status: Draft" }).click(DECAP)
  await page.getByRole("menuitem", { name: "Ready" }).click()
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
  await expect.poll(() => JSON.parse(editor.git("show", `main:${file}`)), DECAP).toEqual({ ...before, description })
  expect(cmsBranches(editor)).toEqual([])
})
