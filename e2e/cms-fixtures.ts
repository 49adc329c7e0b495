import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { isDeepStrictEqual } from "node:util"
import type { BrowserContext, BrowserContextOptions, Page, Request } from "@playwright/test"
import prettier from "prettier"
import { startLocalEditor } from "../src/cms/setup/local-editor"
import { LANGUAGE_CODES, type Language } from "../src/lib/languages"
import { cloneScratchRepo, removeScratchRepo, scratchRepo } from "../scripts/scratch-repo"
import { test as base, expect } from "./fixtures"

/**
 * The editor at /admin/ for browser tests, on Decap's local backend (decap-server in git mode) over a
 * scratch clone of this repository: what the GitHub backend does on GitHub (a branch and a pull
 * request per change, merged on Publish) happens here to a real git repository the test reads.
 */

export const root = path.resolve(__dirname, "..")
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim()

export interface ScratchEditor {
  url: string
  git(...args: string[]): string
  /** A file as a branch of the scratch repository holds it, byte for byte. */
  read(branch: string, file: string): string
  /**
   * A branch's files in a new temporary folder, read from git's objects alone: a worktree would add a
   * folder under .git/worktrees/ that decap-server's git commands, running meanwhile, may find half written
   * ("failed to read .git/worktrees/…/commondir"), and answer the editor with a 500.
   */
  checkOut(branch: string): string
  /** `npm run check:content` on a branch of the scratch repository: its output, or the error it fails with. */
  checkContent(branch: string): string
}

/** How long the editor may take to load an entry or hear back from the backend. */
export const DECAP = { timeout: 30_000 }

/**
 * Requests that only read. decap-server answers one with 500 when it waited 3 s for the lock a save
 * holds, as on a busy machine (its log says "Request timed out"), and the fixture below lets only such
 * a 500 pass; the editor asks again. GitHub, the site's real backend, has no such lock. A save, a
 * status change or a publish must never fail. (A fresh clone's run once got the 500 for the entry's
 * file on its cms/ branch, which Decap reads back after a save.) An image is not asked for again: Decap
 * then draws it from the path the entry names, relative to /admin/, which answers 404 (getAsset in
 * decap-cms-core's actions/media.ts, "on load error default back to original path"); the fixture lets
 * that 404 pass too, for a file whose read the server gave up waiting for the lock on (an entry with a
 * gallery asks for a dozen photos at once, one at a time on decap-server).
 */
const READS = [
  "entriesByFolder",
  "entriesByFiles",
  "getEntry",
  "unpublishedEntries",
  "unpublishedEntryDataFile",
  "unpublishedEntryMediaFile",
  "getMedia",
  "getMediaFile",
]

/** decap-server's log line for a request it gave up waiting for the lock on: the request's action. */
const TIMED_OUT = /Error handling .*"action":"(\w+)".*: Request timed out/
/** The file of a getMediaFile in such a line ("content/products/photos/ups-systems-call-centre.jpg"). */
const MEDIA_PATH = /"action":"getMediaFile".*"path":"([^"]+)"/

/**
 * Decap asks the backend for an unsaved draft of each entry it opens, and a 404 means none; Chromium logs
 * every 404 as an error. The fixture below checks that no other request failed. Also decap-server's 500 for a read
 * that waited too long (READS below), which Decap also reports uncaught.
 */
export const DECAP_CONSOLE_ERRORS =
  /^(Failed to load resource: the server responded with a status of (404 \(Not Found\)|500 \(Internal Server Error\))|Uncaught: Unknown error)$/

/**
 * What Decap shows beside the form, as its own buttons switch it: the Gujarati form ("i18n"), as the
 * editor opens by default, or the preview, as most tests edit. Decap keeps the choice in localStorage.
 */
export const RIGHT_PANE = "cms.right-pane"

/** The settings of a context that a test may change, and the warm profile (below) has as the project sets them. */
const contextSettings = (options: BrowserContextOptions) => {
  const {
    viewport,
    isMobile = false,
    hasTouch = false,
    deviceScaleFactor,
    userAgent,
    javaScriptEnabled = true,
  } = options
  return { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, javaScriptEnabled }
}

/**
 * What Chromium keeps in a profile and no storage is: its HTTP cache and, with it, V8's code cache of
 * Decap's 5 MB bundle, which an incognito context (Playwright's usual kind) never keeps. In a profile
 * kept for a worker's editor tests, the editor reached its Login button in 2.2 s from the third load
 * against 5.7 s, and a load to an entry's preview used 10.5 CPU-s of the machine against 15.2.
 */
interface WarmProfile {
  context: BrowserContext
  settings: ReturnType<typeof contextSettings>
  /** The origins the last test's pages reached, whose storage the next test starts without. */
  visited: Set<string>
}

export const test = base.extend<
  { editor: ScratchEditor; gujaratiBeside: boolean },
  { warmProfile: WarmProfile; scratchTemplate: string }
>({
  allowConsoleErrors: DECAP_CONSOLE_ERRORS,
  gujaratiBeside: [false, { option: true }],
  warmProfile: [
    async ({ playwright }, use, workerInfo) => {
      const { launchOptions, baseURL, ...options } = workerInfo.project.use
      const settings = contextSettings(options)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-profile-"))
      const context = await playwright.chromium.launchPersistentContext(dir, { ...launchOptions, ...settings, baseURL })
      await use({ context, settings, visited: new Set() })
      await context.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
    { scope: "worker" },
  ],
  /** A scratch repository made once per worker, which each test's own is cloned from (cloneScratchRepo). */
  scratchTemplate: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const dir = scratchRepo(root)
      await use(dir)
      removeScratchRepo(dir)
    },
    { scope: "worker" },
  ],
  /**
   * Each test starts in the worker's warm profile as in a new context: one blank page, and no storage
   * (cookies, local storage, IndexedDB…) of any origin the tests before it reached; only the caches
   * stay. A test whose settings differ (a phone's) gets a context of its own.
   */
  context: [
    async (
      { warmProfile, browser, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, javaScriptEnabled, baseURL },
      use,
    ) => {
      const settings = { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, javaScriptEnabled }
      if (!isDeepStrictEqual(settings, warmProfile.settings)) {
        const context = await browser.newContext({ ...settings, baseURL })
        await use(context)
        await context.close()
        return
      }
      const { context, visited } = warmProfile
      // The page the test gets (Playwright's page fixture takes the context's first, reuseContext in playwright.config.ts).
      const [page = await context.newPage()] = context.pages()
      const cdp = await context.newCDPSession(page)
      for (const origin of visited) await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" })
      await cdp.detach()
      await context.clearCookies()
      visited.clear()
      const visit = (request: Request) => {
        const { protocol, origin } = new URL(request.url())
        if (protocol.startsWith("http")) visited.add(origin)
      }
      context.on("request", visit)
      await use(context)
      context.off("request", visit)
      // Pages go with what a test gave them: init scripts, routes, listeners.
      await Promise.all(context.pages().map(open => open.close()))
      await context.setOffline(false)
    },
    { scope: "test" },
  ],
  editor: [
    async ({ page, gujaratiBeside, scratchTemplate }, use, testInfo) => {
      const rightPane = await page
        .context()
        .addInitScript(
          ([key, value]) => localStorage.setItem(key, value),
          [RIGHT_PANE, gujaratiBeside ? "i18n" : "preview"],
        )
      // Decap's bundle is 5 MB of JavaScript, read at every start of the editor: on a busy two-core machine
      // that alone can take most of the default 30 s. (Set here, not by describe.configure in this module, which
      // runs once for the first spec file that imports it.)
      testInfo.setTimeout(Math.max(testInfo.timeout, 240_000))
      const port = Number(process.env.E2E_PORT ?? 8789)
      const dir = cloneScratchRepo(scratchTemplate)
      // What decap-server reported failing, and the reads among them it gave up waiting for the lock on.
      const serverErrors: string[] = []
      const timedOut: string[] = []
      const timedOutMedia: string[] = []
      const editor = await startLocalEditor({
        publicDir: path.join(root, "public"),
        repoDir: dir,
        // An editor and a backend for each worker, clear of the site's and the engines' (8796) ports however many
        // workers the machine gives (playwright.config.ts).
        port: port + 100 + testInfo.parallelIndex,
        backendPort: Number(process.env.CMS_BACKEND_PORT ?? port + 200) + testInfo.parallelIndex,
        log: line => {
          if (line.includes("Error handling")) serverErrors.push(line)
          const action = TIMED_OUT.exec(line)?.[1]
          if (action) timedOut.push(action)
          const media = action && MEDIA_PATH.exec(line)?.[1]
          if (media) timedOutMedia.push(media)
        },
      })
      const failed: string[] = []
      const refusedReads: string[] = []
      /** Files under /admin/ that answered 404: an image drawn from its path, as after a refused read. */
      const missingUnderAdmin: string[] = []
      page.on("response", response => {
        const action = /"action":"(\w+)"/.exec(response.request().postData() ?? "")?.[1] ?? ""
        const described = `${response.status()} ${response.url()} ${action}`
        const { origin, pathname } = new URL(response.url())
        if (response.status() === 500 && READS.includes(action)) refusedReads.push(action)
        else if (response.status() === 404 && origin === editor.url && /^\/admin\/.+\.\w+$/.test(pathname))
          missingUnderAdmin.push(response.url())
        else if (response.status() >= 400 && !(response.status() === 404 && action === "unpublishedEntry"))
          failed.push(described)
      })
      const checkOut = (branch: string) => {
        const tree = fs.mkdtempSync(path.join(os.tmpdir(), "cms-branch-"))
        run("sh", ["-c", 'git archive "$1" | tar -x -C "$2"', "sh", branch, tree], dir)
        return tree
      }
      await use({
        url: editor.url,
        git: (...args) => run("git", args, dir),
        read: (branch, file) => execFileSync("git", ["show", `${branch}:${file}`], { cwd: dir, encoding: "utf8" }),
        checkOut,
        checkContent: branch => {
          const tree = checkOut(branch)
          try {
            return run("npx", ["tsx", "scripts/check-content.ts", path.join(tree, "content")], root)
          } catch (error) {
            return `${(error as { stderr?: string }).stderr ?? error}`
          } finally {
            fs.rmSync(tree, { recursive: true, force: true })
          }
        },
      })
      // The page first: the editor goes on asking the backend for things while it is open.
      await page.close()
      await rightPane.dispose()
      await editor.stop()
      removeScratchRepo(dir)
      // Each read refused with a 500 must be one the server gave up waiting for the lock on.
      for (const action of refusedReads) {
        const waited = timedOut.indexOf(action)
        if (waited >= 0) timedOut.splice(waited, 1)
        else failed.push(`500 ${action}, not for the lock`)
      }
      // Each file under /admin/ that answered 404 must be an image drawn from its path after such a read.
      for (const url of missingUnderAdmin) {
        const drawn = decodeURIComponent(new URL(url).pathname.slice("/admin/".length))
        if (!timedOutMedia.some(file => file.endsWith(`/${drawn}`))) failed.push(`404 ${url}`)
      }
      expect(failed, `requests that failed; decap-server said:\n${serverErrors.join("\n")}`).toEqual([])
    },
    { scope: "test" },
  ],
})

/** Opens the editor and signs in: the local backend asks for no password. */
export async function openEditor(page: Page, editor: ScratchEditor, route: string) {
  await page.goto(`${editor.url}/admin/`, { waitUntil: "domcontentloaded" })
  await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 })
  await page.goto(`${editor.url}/admin/#/collections/${route}`)
}

/**
 * Holds the entry's photos back, as a phone's slow connection would, until release(): Decap redraws no
 * field while they load. Held until the test has done what it must do meanwhile, not for a fixed time:
 * a busy machine can take longer than any fixed time to open the form, and the photos were then in first.
 */
export async function holdPhotos(page: Page) {
  let release = () => {}
  // The promise's executor runs at once: release is its resolve from here on.
  const held = new Promise<void>(resolve => (release = resolve))
  const photos = { asked: 0, answered: 0, release }
  await page.route(/\/api\/v1$/, async route => {
    const photo = /"action":"getMediaFile"/.test(route.request().postData() ?? "")
    if (photo) photos.asked++
    if (photo) await held
    await route.continue().catch(() => undefined)
    if (photo) photos.answered++
  })
  return photos
}

/**
 * An entry in a page of its own, signed in as the first one is; its console errors go to `errors`.
 * (Decap keeps the last entry's form when only the address's #fragment changes to an entry of
 * another collection.)
 */
export async function openInNewPage(page: Page, editor: ScratchEditor, route: string, errors: string[]): Promise<Page> {
  const other = await page.context().newPage()
  other.on("console", message => {
    if (message.type() === "error" && !DECAP_CONSOLE_ERRORS.test(message.text())) errors.push(message.text())
  })
  other.on("pageerror", error => errors.push(error.message))
  await other.goto(`${editor.url}/admin/#/collections/${route}`, { waitUntil: "domcontentloaded" })
  return other
}

/** The form of one language, when Decap shows the Gujarati beside the English (gujaratiBeside). */
export const languagePane = (page: Page, language: Language) =>
  page.locator(`.Pane${LANGUAGE_CODES.indexOf(language) + 1}`)

export const cmsBranches = (editor: ScratchEditor) =>
  editor.git("for-each-ref", "--format=%(refname:short)", "refs/heads/cms/").split("\n").filter(Boolean)

/** The lines a branch adds to a file and removes from it, as its pull request shows them (git diff --numstat). */
export function changedLines(editor: ScratchEditor, branch: string, file: string) {
  const [added, removed] = editor.git("diff", "--numstat", `main...${branch}`, "--", file).split("\t")
  return { added: Number(added), removed: Number(removed) }
}

export async function isFormattedAsTheRepository(file: string, text: string) {
  const filepath = path.join(root, file)
  return prettier.check(text, { ...(await prettier.resolveConfig(filepath)), filepath })
}

/** Marks the saved change Ready and publishes it, as an editor does. */
export async function publish(page: Page) {
  page.on("dialog", dialog => void dialog.accept())
  await page.getByRole("button", { name: "Status: Draft" }).click(DECAP)
  // The editor shows the new status at once; Publish waits until the backend has it too (publishing
  // while it is still being written failed once in a CI run).
  const statusSaved = page.waitForResponse(response =>
    /"action":"updateUnpublishedEntryStatus"/.test(response.request().postData() ?? ""),
  )
  await page.getByRole("menuitem", { name: "Ready" }).click()
  expect((await statusSaved).ok()).toBe(true)
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
}

export { expect }
