/**
 * What every form of the site promises when it is sent (README: "The enquiry form", "Booking a service"),
 * tested on each: the enquiry and the service request share the machinery of src/enquiry/.
 */
import type { Page, Route } from "@playwright/test"
import {
  test,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  holdScripts,
  PHONE,
  reactHasStarted,
  slowDownCpu,
  tapWhereShown,
  waitForHydration,
} from "./fixtures"
import { answerEmailJs, FAILED_REQUEST, formFields, type FormUnderTest } from "./form-fixtures"
import { ENQUIRY } from "./enquiry-fixtures"
import { SERVICE_REQUEST } from "./service-fixtures"

/** Every way EmailJS's SDK can fail: its HTTP refusals and a broken connection. */
const FAILURES: [string, (route: Route) => Promise<void>][] = [
  ["400 Bad Request", route => route.fulfill({ status: 400, body: "The template ID is invalid" })],
  ["403 Forbidden", route => route.fulfill({ status: 403, body: "Forbidden" })],
  ["429 Too Many Requests", route => route.fulfill({ status: 429, body: "Too Many Requests" })],
  ["500 Internal Server Error", route => route.fulfill({ status: 500, body: "Internal Server Error" })],
  ["503 Service Unavailable", route => route.fulfill({ status: 503, body: "Service Unavailable" })],
  ["an aborted connection", route => route.abort("connectionreset")],
]

const FAILURE_MESSAGE = "Failed to send the message, please try again."

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The error summary: the alert with a heading. */
const errorSummary = (page: Page) => page.getByRole("alert").filter({ has: page.getByRole("heading") })

for (const form of [ENQUIRY, SERVICE_REQUEST] satisfies FormUnderTest[])
  test.describe(form.name, () => {
    test.describe("sending", () => {
      test("sends exactly one POST with its fields and the SDK's own, then clears the form and draft", async ({
        page,
      }) => {
        const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
        const logs: string[] = []
        page.on("console", message => logs.push(message.text()))
        await gotoHydrated(page, form.path)
        await form.fill(page)
        await form.sendButton(page).click()

        await expect(page.getByRole("status")).toHaveText(form.successText)
        expect(requests).toHaveLength(1)
        expect(requests[0].method()).toBe("POST")
        form.expectSent(formFields(requests[0]))
        expect(logs).toContain("SUCCESS! 200 OK")
        await form.expectEmptied(page)
        expect(await page.evaluate(key => sessionStorage.getItem(key), form.draftKey)).toBeNull()
      })

      test("does not download the EmailJS SDK until the visitor uses the form", async ({ page }) => {
        const scripts: string[] = []
        page.on("request", request => {
          if (request.resourceType() === "script") scripts.push(request.url())
        })
        await gotoHydrated(page, form.path)
        expect(scripts.filter(url => url.includes("emailjs"))).toEqual([])
        await page.getByRole("textbox", { name: "Name", exact: true }).focus()
        await expect.poll(() => scripts.filter(url => url.includes("emailjs")).length).toBe(1)
      })

      test("a double click sends it once, and the button says it is sending", async ({ page }) => {
        let release = () => {}
        const answered = new Promise<void>(resolve => (release = resolve))
        const requests = await answerEmailJs(page, async route => {
          await answered
          await route.fulfill({ status: 200, body: "OK" })
        })
        await gotoHydrated(page, form.path)
        await form.fill(page)
        await form.sendButton(page).dblclick()
        await expect(form.sendButton(page)).toHaveText("Sending…")
        await expect(form.sendButton(page)).toHaveAttribute("aria-disabled", "true")
        await expect(page.getByRole("status")).toHaveText("Sending your message…")
        // A person can still press the button; Playwright would wait for aria-disabled to go away.
        await form.sendButton(page).click({ force: true })
        release()
        await expect(page.getByRole("status")).toHaveText(form.successText)
        expect(requests).toHaveLength(1)
      })
    })

    test.describe("Send tapped on a phone while the page is still loading", () => {
      test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

      /**
       * The visitor's draft, back in the form after a reload by the page's inline script; the page's
       * scripts held at the network, and the CPU slowed so that hydrating takes seconds once they come.
       */
      async function reloadWithDraft(page: Page) {
        await gotoHydrated(page, form.path)
        await form.fill(page)
        const { name, value } = form.typed
        await expect
          .poll(() =>
            page.evaluate(
              ([key, name]) => JSON.parse(sessionStorage.getItem(key) ?? "{}")[name],
              [form.draftKey, name],
            ),
          )
          .toBe(value)
        const releaseScripts = await holdScripts(page, /\/app-[^/]*\.js$/)
        await slowDownCpu(page)
        // Until the page is parsed, not loaded: Chromium may send it a pointermove of its own under the mouse the
        // filling left there, which starts its scripts, and the held one then holds the load event (CI timed out so).
        await page.reload({ waitUntil: "domcontentloaded" })
        await form.expectKeeps(page)
        return releaseScripts
      }

      test("a tap on Send while the draft is being restored sends it, once, as soon as the page can", async ({
        page,
      }) => {
        const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
        const releaseScripts = await reloadWithDraft(page)
        await tapWhereShown(page, form.sendButton(page))
        expect(await reactHasStarted(page), "React has not started").toBe(false)
        releaseScripts()
        await expect(page.getByRole("status")).toHaveText(form.successText, { timeout: 15_000 })
        expect(requests).toHaveLength(1)
        form.expectSent(formFields(requests[0]))
        // Sent by the page's scripts, not by the browser's own submit (a reload with the request in the address).
        await expect(page).toHaveURL(form.path)
      })

      test("a double tap on Send while the draft is being restored sends exactly once, and a tap more as it sends, nothing", async ({
        page,
      }) => {
        let answer = () => {}
        const answered = new Promise<void>(resolve => (answer = resolve))
        const requests = await answerEmailJs(page, async route => {
          await answered
          await route.fulfill({ status: 200, body: "OK" })
        })
        const releaseScripts = await reloadWithDraft(page)
        await tapWhereShown(page, form.sendButton(page))
        await tapWhereShown(page, form.sendButton(page))
        expect(await reactHasStarted(page), "React has not started").toBe(false)
        releaseScripts()
        await expect(page.getByRole("status")).toHaveText("Sending your message…", { timeout: 15_000 })
        await tapWhereShown(page, form.sendButton(page))
        answer()
        await expect(page.getByRole("status")).toHaveText(form.successText)
        await waitForHydration(page)
        expect(requests).toHaveLength(1)
        // Nor was a tap acted on again once the form had been emptied, which would have found it empty.
        await expect(errorSummary(page)).toHaveCount(0)
        await expect(page).toHaveURL(form.path)
      })
    })

    test.describe("when the send fails", () => {
      test.use({ allowConsoleErrors: FAILED_REQUEST })

      test("keeps everything typed and offers e-mail, WhatsApp and a call with the whole request, whatever the failure", async ({
        page,
      }) => {
        let failure = FAILURES[0][1]
        const requests = await answerEmailJs(page, route => failure(route))
        const warnings: string[] = []
        page.on("console", message => message.type() === "warning" && warnings.push(message.text()))
        await gotoHydrated(page, form.path)
        await form.fill(page)
        // One page for every failure: each is answered to a send of the same request, then to Try again.
        for (const [index, [name, answer]] of FAILURES.entries())
          await test.step(name, async () => {
            failure = answer
            warnings.length = 0
            if (index === 0) await form.sendButton(page).click()
            else await page.getByRole("button", { name: "Try again" }).click()
            await expect.poll(() => requests.length).toBe(index + 1)

            await expect(page.getByRole("alert")).toContainText(FAILURE_MESSAGE)
            await form.expectKeeps(page)
            await expect(page.getByRole("button", { name: "Try again" })).toBeVisible()
            const mailto = await page.getByRole("link", { name: "Send by e-mail" }).getAttribute("href")
            const mail = /^mailto:([^?]+)\?subject=([^&]*)&body=(.*)$/.exec(mailto!)
            expect(mail?.[1]).toBe(form.fallbacks.email)
            form.expectWholeRequest(decodeURIComponent(mail![2]), decodeURIComponent(mail![3]))
            const whatsapp = await page.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href")
            expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919825041236\?text=/)
            const [subject, text] = decodeURIComponent(whatsapp!.split("text=")[1]).split(/\n\n([\s\S]*)/)
            form.expectWholeRequest(subject, text)
            await expect(page.getByRole("link", { name: `Call ${form.fallbacks.call}` })).toHaveAttribute(
              "href",
              `tel:${form.fallbacks.call.replace(/ /g, "")}`,
            )
            await expect.poll(() => warnings.some(text => /^FAILED\.\.\. \d+ /.test(text))).toBe(true)
            const draft = await page.evaluate(key => JSON.parse(sessionStorage.getItem(key) ?? "{}"), form.draftKey)
            expect(draft[form.typed.name]).toBe(form.typed.value)
          })
        // Each send was of the same request.
        for (const request of requests) form.expectSent(formFields(request))
        expect(new Set(requests.map(request => JSON.stringify(formFields(request)))).size).toBe(1)
      })

      test("Try again sends the same request and succeeds", async ({ page }) => {
        let attempts = 0
        const requests = await answerEmailJs(page, route =>
          ++attempts === 1
            ? route.fulfill({ status: 503, body: "Service Unavailable" })
            : route.fulfill({ status: 200, body: "OK" }),
        )
        await gotoHydrated(page, form.path)
        await form.fill(page)
        await form.sendButton(page).click()
        await page.getByRole("button", { name: "Try again" }).click()
        await expect(page.getByRole("status")).toHaveText(form.successText)
        expect(requests).toHaveLength(2)
        for (const request of requests) form.expectSent(formFields(request))
        expect(formFields(requests[1])).toEqual(formFields(requests[0]))
      })

      test("gives up on a request that never answers after 15 seconds", async ({ page }) => {
        await page.clock.install()
        await answerEmailJs(page, () => new Promise(() => {}))
        await gotoHydrated(page, form.path)
        await form.fill(page)
        await form.sendButton(page).click()
        await expect(page.getByRole("status")).toHaveText("Sending your message…")
        await page.clock.fastForward(14_000)
        await expect(page.getByRole("alert")).toBeEmpty()
        await page.clock.fastForward(1_500)
        await expect(page.getByRole("alert")).toContainText(FAILURE_MESSAGE)
        await form.expectKeeps(page)
      })
    })

    test.describe("offline", () => {
      // While offline the browser reports each request it cannot make (prefetches, images).
      test.use({ allowConsoleErrors: /net::ERR_INTERNET_DISCONNECTED/ })

      test("says it is offline, keeps the request and sends it when the connection returns", async ({
        page,
        context,
      }) => {
        const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
        await gotoHydrated(page, form.path)
        await page.getByRole("textbox", { name: "Name", exact: true }).focus()
        await context.setOffline(true)
        await expect(page.getByText(/^You are offline\. You can keep typing/)).toBeVisible()
        await form.fill(page)
        await form.sendButton(page).click()
        await expect(page.getByRole("status")).toHaveText(/will be sent as soon as your connection is back/)
        expect(requests).toHaveLength(0)
        await form.expectKeeps(page)
        await context.setOffline(false)
        await expect(page.getByRole("status")).toHaveText(form.successText)
        expect(requests).toHaveLength(1)
        form.expectSent(formFields(requests[0]))
      })
    })

    test("a filled spam trap sends nothing and shows a neutral message", async ({ page }) => {
      const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
      await gotoHydrated(page, form.path)
      const trap = page.locator(form.trap)
      await expect(trap).toHaveAttribute("tabindex", "-1")
      expect(await trap.getAttribute("name")).toBeNull()
      await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0)
      await form.fill(page)
      await trap.fill("https://spam.example", { force: true })
      await form.sendButton(page).click()
      await expect(page.getByRole("status")).toHaveText("Thank you for getting in touch.")
      expect(requests).toHaveLength(0)
    })

    test.describe("an empty Send", () => {
      test("the error summary takes focus, names each problem beside its field, and each of its links leads there", async ({
        page,
      }) => {
        const requests = await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
        await gotoHydrated(page, form.path)
        await form.sendButton(page).click()

        const summary = errorSummary(page)
        await expect(summary).toBeFocused()
        await expect(summary.getByRole("heading")).toHaveText(form.emptySend.title)
        await expect(page).toHaveTitle(new RegExp(`^Error: ${escaped(form.pageTitle)} \\| `))
        const links = summary.getByRole("link")
        expect(
          await links.evaluateAll(found => found.map(link => [link.getAttribute("href"), link.textContent])),
        ).toEqual(form.emptySend.problems.map(([id, message]) => [`#${id}`, message]))
        for (const [id, message] of form.emptySend.problems) {
          const target = page.locator(`#${id}`)
          // A text or a list describes its own error; a radio button's group describes the group's.
          const choice = await target.evaluate(element => (element as HTMLInputElement).type === "radio")
          const described = choice ? target.locator("xpath=ancestor::fieldset[1]") : target
          await expect(described, id).toHaveAccessibleDescription(new RegExp(`Error: ${escaped(message)}`))
          if (!choice) await expect(target, id).toHaveAttribute("aria-invalid", "true")
          await summary.getByRole("link", { name: message }).click()
          await expect(target, id).toBeFocused()
        }
        expect(requests).toHaveLength(0)
      })

      test("its errors clear once the request is corrected and sent, and the page title loses its prefix", async ({
        page,
      }) => {
        await answerEmailJs(page, route => route.fulfill({ status: 200, body: "OK" }))
        await gotoHydrated(page, form.path)
        await form.sendButton(page).click()
        await expect(page).toHaveTitle(/^Error: /)
        await form.fill(page)
        await form.sendButton(page).click()
        await expect(page.getByRole("status")).toHaveText(form.successText)
        await expect(page).toHaveTitle(new RegExp(`^${escaped(form.pageTitle)} \\| `))
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
        await expect(errorSummary(page)).toHaveCount(0)
      })
    })

    test.describe("accessibility of every state", () => {
      test.use({ allowConsoleErrors: FAILED_REQUEST })

      for (const viewport of [PHONE, { width: 1280, height: 800 }])
        test(`no axe violations in every state, sent included, at ${viewport.width} px`, async ({ page }) => {
          // Seven full-page audits, the service request's long form among them: 32 s alone on a loaded 2-core machine.
          test.slow()
          await page.setViewportSize(viewport)
          let release = () => {}
          let attempt = 0
          await answerEmailJs(page, async route => {
            attempt += 1
            if (attempt === 1) {
              await new Promise<void>(resolve => (release = resolve))
              return route.fulfill({ status: 500, body: "Internal Server Error" })
            }
            return route.fulfill({ status: 200, body: "OK" })
          })
          const audit = (state: string) => expectNoAxeViolations(page, state)
          await gotoHydrated(page, form.path)
          await audit("idle")
          await form.sendButton(page).click()
          await expect(errorSummary(page)).toBeVisible()
          await audit("error")
          for (const [state, show] of form.otherStates) {
            await show(page)
            await audit(state)
          }
          await form.fill(page)
          await form.sendButton(page).click()
          await expect(form.sendButton(page)).toHaveText("Sending…")
          await audit("sending")
          release()
          await expect(page.getByRole("button", { name: "Try again" })).toBeVisible()
          await audit("failure")
          await page.getByRole("button", { name: "Try again" }).click()
          await expect(page.getByRole("status")).toHaveText(form.successText)
          await audit("success")
        })
    })
  })
