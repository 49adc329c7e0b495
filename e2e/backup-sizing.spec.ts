import type { Locator, Page } from "@playwright/test"
import { en as sizing } from "../content/backup-sizing.json"
import { en as site } from "../content/site.json"
import {
  test,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  holdScripts,
  PHONE,
  slowDownCpu,
  tapWhereShown,
  waitForHydration,
} from "./fixtures"

const PATH = "/backup-sizing"
const ANSWER = "#sizing-answer"
/** A billing counter: one desktop, one POS terminal, one printer, for 30 minutes. */
const BILLING_COUNTER = `${PATH}?load=desktop_1&load=printer_1&load=pos_1&time=30`

/** The bar at the foot of a phone's screen that leads to the answer. */
const answerBar = (page: Page) => page.getByRole("link", { name: /See the answer/ })

/** Scrolls the page so that the bottom of what `locator` finds is `above` px above the bottom edge of the screen; gives the scroll. */
const scrollToFoot = (locator: Locator, above: number) =>
  locator.evaluate((element, above) => {
    window.scrollBy({ top: element.getBoundingClientRect().bottom - (innerHeight - above), behavior: "instant" })
    return window.scrollY
  }, above)

/** Ticks the fans, the lights and the television, by touch or by mouse: the helper has an answer, and its bar shows. */
async function tickThreeLoads(page: Page, pointer: "touch" | "mouse" = "touch") {
  for (const name of ["Ceiling fan", "LED tube or bulb", "LED television"]) {
    const box = page.getByRole("checkbox", { name, exact: true })
    await (pointer === "touch" ? box.tap() : box.click())
  }
  await expect(answerBar(page)).toBeInViewport()
}

/**
 * Types a number in the television's How many, as a visitor does: the field has the focus and the bar has
 * stepped aside for the keyboard. Gives the place the bar had at the foot of the screen, where it comes back.
 */
async function typeInHowMany(page: Page, pointer: "touch" | "mouse") {
  const barPlace = (await answerBar(page).boundingBox())!
  const count = page.getByRole("textbox", { name: "How many (LED television)" })
  await (pointer === "touch" ? count.tap() : count.click())
  await page.keyboard.press("ControlOrMeta+A")
  await page.keyboard.type("2")
  await expect(count).toBeFocused()
  await expect(answerBar(page)).toBeHidden()
  return barPlace
}

/**
 * Scrolls the page so that the middle of what `locator` finds is at the middle of the bar's place, then
 * presses and releases there by `pointer`, as a person does what they see: on the target, not on the bar.
 */
async function pressWhereTheBarWas(
  page: Page,
  locator: Locator,
  barPlace: { y: number; height: number },
  pointer: "touch" | "mouse",
) {
  const { x, y } = await locator.evaluate(
    (element, middle) => {
      const before = element.getBoundingClientRect()
      window.scrollBy({ top: before.top + before.height / 2 - middle, behavior: "instant" })
      const box = element.getBoundingClientRect()
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
    },
    barPlace.y + barPlace.height / 2,
  )
  expect(y, "the target is where the bar comes back").toBeGreaterThan(barPlace.y)
  expect(y, "the target is where the bar comes back").toBeLessThan(barPlace.y + barPlace.height)
  await (pointer === "touch" ? page.touchscreen.tap(x, y) : page.mouse.click(x, y))
}

/**
 * The tap or click that takes the focus from a field typed in is the target's, not the bar's, which comes
 * back once the field has lost the focus (issue 55): a box of the next load, and Add a load, where the bar comes back.
 */
function describeTheBarComingBack(pointer: "touch" | "mouse") {
  const by = pointer === "touch" ? "a tap" : "a click"
  test(`after typing how many, ${by} on the next load's box, where the bar comes back, ticks it`, async ({ page }) => {
    await gotoHydrated(page, PATH)
    await tickThreeLoads(page, pointer)
    const barPlace = await typeInHowMany(page, pointer)
    const fridge = page.getByRole("checkbox", { name: "Refrigerator" })
    await pressWhereTheBarWas(page, fridge, barPlace, pointer)
    await expect(fridge).toBeChecked()
    await expect(page.getByRole("textbox", { name: "How many (LED television)" })).toHaveValue("2")
    expect(new URL(page.url()).hash, "the page did not go to the answer").toBe("")
    // The field has lost the focus: the bar is back.
    await expect(answerBar(page)).toBeInViewport()
  })

  test(`after typing how many, ${by} on Add a load, where the bar comes back, adds a load`, async ({ page }) => {
    await gotoHydrated(page, PATH)
    await tickThreeLoads(page, pointer)
    const barPlace = await typeInHowMany(page, pointer)
    await pressWhereTheBarWas(page, page.getByRole("button", { name: sizing.addOtherLabel }), barPlace, pointer)
    const rows = page.getByRole("textbox", { name: sizing.otherNameLabel })
    await expect(rows).toHaveCount(1)
    await expect(rows).toBeFocused()
    expect(new URL(page.url()).hash, "the page did not go to the answer").toBe("")
  })
}

const answerLine = (page: Page, label: string) =>
  page.locator(`${ANSWER} dt`, { hasText: label }).locator("xpath=following-sibling::dd")

async function expectBillingCounterAnswer(page: Page) {
  await expect(answerLine(page, sizing.answer.loadLabel)).toHaveText("260 W · 325 VA")
  await expect(answerLine(page, sizing.answer.unitLabel)).toHaveText("600 VA line-interactive UPS")
  await expect(answerLine(page, sizing.answer.bankLabel)).toHaveText(
    "1 × 42 Ah Sealed maintenance-free (SMF), a 12 V bank",
  )
  await expect(answerLine(page, sizing.answer.backupLabel)).toHaveText(
    "47 min with new batteries, 36 min after a few years",
  )
}

test.describe("the backup sizing helper", () => {
  test.use({ viewport: PHONE })

  test(
    "by keyboard at 390 px: tick the loads, change how many, choose the time, and hear the answer",
    { tag: "@content" },
    async ({ page }) => {
      await gotoHydrated(page, PATH)
      const answer = page.locator(`${ANSWER} [aria-live]`)
      await expect(answer).toHaveAttribute("aria-live", "polite")
      await expect(answer).toHaveText(sizing.answer.empty)

      await page.getByRole("checkbox", { name: "Desktop computer with monitor" }).focus()
      await page.keyboard.press("Space")
      // Tab reaches the desktop's number, typed over with 1.
      await page.keyboard.press("Tab")
      await expect(page.getByRole("textbox", { name: "How many (Desktop computer with monitor)" })).toBeFocused()
      await page.keyboard.press("ControlOrMeta+A")
      await page.keyboard.type("1")
      for (const name of ["POS billing terminal", "Inkjet or receipt printer"]) {
        await page.getByRole("checkbox", { name }).focus()
        await page.keyboard.press("Space")
      }
      await page.getByLabel(sizing.timeTitle).focus()
      await page.keyboard.press("ArrowDown")
      await expect(page.getByLabel(sizing.timeTitle)).toHaveValue("45")
      await page.keyboard.press("ArrowUp")
      await expect(page.getByLabel(sizing.timeTitle)).toHaveValue("30")

      await expect(answer).toContainText(sizing.answer.jobReasons.minutes)
      await expectBillingCounterAnswer(page)
      await expect(page).toHaveURL(BILLING_COUNTER)
    },
  )

  test(
    "its address brings its state back, and the answer comes without waiting for a touch",
    { tag: "@content" },
    async ({ page }) => {
      await page.goto(BILLING_COUNTER)
      await expectBillingCounterAnswer(page)
      for (const name of ["Desktop computer with monitor", "POS billing terminal", "Inkjet or receipt printer"])
        await expect(page.getByRole("checkbox", { name })).toBeChecked()
      await expect(page.getByRole("textbox", { name: "How many (Desktop computer with monitor)" })).toHaveValue("1")
      await expect(page.getByRole("checkbox", { name: "Laptop" })).not.toBeChecked()

      await page.goto(`${PATH}?load=server_2_450&other=120_1_Label%20printer&time=15&battery=lithium&headroom=40`)
      await expect(page.getByRole("textbox", { name: "Watts each (Server)" })).toHaveValue("450")
      await expect(page.getByRole("textbox", { name: sizing.otherNameLabel })).toHaveValue("Label printer")
      await expect(page.getByRole("radio", { name: "Lithium (LiFePO4)" })).toBeChecked()
      await expect(page.getByRole("textbox", { name: sizing.assumptionLabels.headroomPercent })).toHaveValue("40")
      // 2 × 450 W + 120 W = 1020 W, with 40% headroom 1428 W: a server needs an online UPS.
      await expect(answerLine(page, sizing.answer.loadLabel)).toHaveText("1,020 W · 1,275 VA")
      await expect(page.locator(ANSWER)).toContainText(sizing.answer.jobReasons.online)
      await expect(answerLine(page, sizing.answer.unitLabel)).toHaveText("2 kVA online UPS")
    },
  )

  test(
    "a box ticked before the page's scripts ran is kept when they take over",
    { tag: "@content" },
    async ({ page }) => {
      await page.goto(PATH)
      // The tick is the first interaction: it starts the scripts, which hydrate the form it ticked.
      await page.getByRole("checkbox", { name: "Refrigerator" }).check()
      await expect(page.getByRole("textbox", { name: "Watts each (Refrigerator)" })).toBeVisible()
      await expect(page.locator(ANSWER)).toContainText(sizing.answer.warnings.motor)
      await expect(page.getByRole("checkbox", { name: "Refrigerator" })).toBeChecked()
    },
  )

  test(
    "every assumption is shown and can be changed, and the answer follows",
    { tag: "@content" },
    async ({ page }) => {
      await gotoHydrated(page, BILLING_COUNTER)
      await expectBillingCounterAnswer(page)
      const dod = page.getByRole("textbox", { name: sizing.assumptionLabels.depthOfDischargePercent })
      await expect(dod).toHaveValue("70")
      await expect(page.getByRole("textbox", { name: sizing.assumptionLabels.peukertExponent })).toHaveValue("1.15")
      await expect(page.getByRole("textbox", { name: sizing.assumptionLabels.powerFactor })).toHaveValue("0.8")
      await page.getByRole("textbox", { name: sizing.assumptionLabels.agedCapacityPercent }).fill("60")
      await expect(answerLine(page, sizing.answer.bankLabel)).toHaveText(
        "1 × 65 Ah Sealed maintenance-free (SMF), a 12 V bank",
      )
      await expect(page).toHaveURL(/aged=60/)
      // The battery's own figures follow the battery.
      await page.getByRole("radio", { name: "Tubular" }).check()
      await expect(dod).toHaveValue("80")
      await page.getByRole("button", { name: sizing.resetLabel }).click()
      await page.getByRole("radio", { name: sizing.batteryAnyLabel }).check()
      await expectBillingCounterAnswer(page)
    },
  )

  test("a load not on the list is added by name and watts, and removed", { tag: "@content" }, async ({ page }) => {
    await gotoHydrated(page, PATH)
    await page.getByRole("button", { name: sizing.addOtherLabel }).click()
    await expect(page.getByRole("textbox", { name: sizing.otherNameLabel })).toBeFocused()
    await page.keyboard.type("Billing scale")
    await page.getByRole("textbox", { name: `${sizing.wattsLabel} (Billing scale)` }).fill("20")
    await expect(answerLine(page, sizing.answer.loadLabel)).toHaveText("20 W · 25 VA")
    await expect(page.locator(ANSWER)).toContainText(sizing.answer.warnings.smallLoad)
    await page.getByRole("button", { name: `${sizing.removeOtherLabel} Billing scale` }).click()
    await expect(page.locator(`${ANSWER} [aria-live]`)).toHaveText(sizing.answer.empty)
  })

  test(
    "beyond the largest rating, the answer says the company sizes it on site",
    { tag: "@content" },
    async ({ page }) => {
      await gotoHydrated(page, `${PATH}?load=server_20&time=30`)
      await expect(page.locator(ANSWER)).toContainText(sizing.answer.warnings.beyondRatings)
      await expect(answerLine(page, sizing.answer.unitLabel)).toHaveCount(0)
    },
  )

  test(
    "Ask for a quote opens the enquiry form with the loads, the time and the answer written",
    { tag: "@content" },
    async ({ page }) => {
      await gotoHydrated(page, BILLING_COUNTER)
      await page.getByRole("link", { name: sizing.quoteLabel }).click()
      await expect(page).toHaveURL(/\/contact\?message=/)
      const message = page.getByLabel("Message")
      await expect(message).toHaveValue(
        [
          "Hello, I used the backup sizing helper on your website and would like a quote.",
          "What must keep running: 1 × Desktop computer with monitor (150 W), 1 × Inkjet or receipt printer (50 W), 1 × POS billing terminal (60 W)",
          "Backup time: 30 min",
          "The helper suggested: 600 VA line-interactive UPS; 1 × 42 Ah Sealed maintenance-free (SMF), a 12 V bank; 47 min with new batteries, 36 min after a few years; 260 W · 325 VA",
          `${site.url}${BILLING_COUNTER}`,
        ].join("\n"),
      )
    },
  )

  test("the WhatsApp link carries the same message to the company's number", { tag: "@content" }, async ({ page }) => {
    await gotoHydrated(page, BILLING_COUNTER)
    const quote = await page.getByRole("link", { name: sizing.quoteLabel }).getAttribute("href")
    const whatsapp = new URL((await page.getByRole("link", { name: sizing.whatsappLabel }).getAttribute("href"))!)
    expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${site.whatsapp.replace(/\D/g, "")}`)
    expect(whatsapp.searchParams.get("text")).toBe(new URL(quote!, "http://x").searchParams.get("message"))
    expect(whatsapp.searchParams.get("text")).toContain("Backup time: 30 min")
  })

  describeTheBarComingBack("mouse")

  test(
    "by keyboard, the bar is back as soon as the focus leaves the fields typed in",
    { tag: "@content" },
    async ({ page }) => {
      await gotoHydrated(page, PATH)
      await tickThreeLoads(page, "mouse")
      await typeInHowMany(page, "mouse")
      await page.keyboard.press("Tab")
      await expect(page.getByRole("textbox", { name: "Watts each (LED television)" })).toBeFocused()
      await expect(answerBar(page)).toBeHidden()
      await page.keyboard.press("Tab")
      const fridge = page.getByRole("checkbox", { name: "Refrigerator" })
      await expect(fridge).toBeFocused()
      await expect(answerBar(page)).toBeInViewport()
      await page.keyboard.press("Space")
      await expect(fridge).toBeChecked()
    },
  )

  test(
    "no axe violations with an answer and its warnings showing, at 390 and 1280 px",
    { tag: "@content" },
    async ({ page }) => {
      await gotoHydrated(page, `${PATH}?load=fridge_1&load=router_1&other=60_1_Till&time=120`)
      await expect(page.locator(ANSWER)).toContainText(sizing.answer.warnings.motor)
      await expectNoAxeViolations(page, "390 px")
      await page.setViewportSize({ width: 1280, height: 800 })
      await expectNoAxeViolations(page, "1280 px")
    },
  )
})

test.describe("on a phone's touch screen", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test(
    "by touch at 390 px: tap the loads and the bar that leads to the answer",
    { tag: "@content" },
    async ({ page }) => {
      await gotoHydrated(page, PATH)
      await page.getByRole("checkbox", { name: "Ceiling fan", exact: true }).tap()
      await page.getByRole("checkbox", { name: "LED tube or bulb" }).tap()
      await page.getByRole("checkbox", { name: "LED television" }).tap()
      await page.getByLabel(sizing.timeTitle).selectOption("180")
      const bar = page.getByRole("link", { name: /See the answer/ })
      await expect(bar).toBeInViewport()
      await expect(bar).toContainText("900 VA sine-wave inverter")
      await bar.tap()
      await expect(page.locator(ANSWER)).toBeInViewport()
      await expect(page.locator(ANSWER)).toContainText(sizing.answer.jobReasons.hours)
      await expect(answerLine(page, sizing.answer.bankLabel)).toHaveText("1 × 180 Ah Tubular, a 12 V bank")
      await expect(answerLine(page, sizing.answer.backupLabel)).toHaveText(
        "4 h with new batteries, 3 h after a few years",
      )
    },
  )

  test("the bar keeps the foot of the screen to itself, and a field showing just above it takes the tap", async ({
    page,
  }) => {
    await gotoHydrated(page, PATH)
    await tickThreeLoads(page)
    const field = page.getByRole("textbox", { name: "Watts each (LED television)" })
    // At the foot of the screen the field is behind the bar, not showing beside or below it to be tapped.
    await scrollToFoot(field, 2)
    const footTakenByBar = await page.evaluate(() =>
      [2, document.documentElement.clientWidth / 2, document.documentElement.clientWidth - 2].map(
        x => !!document.elementFromPoint(x, innerHeight - 2)?.closest('a[href="#sizing-answer"]'),
      ),
    )
    expect(footTakenByBar, "the bar at the left, the middle and the right of the foot").toEqual([true, true, true])
    const barTop = (await answerBar(page).boundingBox())!.y
    const scrolled = await scrollToFoot(field, page.viewportSize()!.height - barTop + 4)
    await tapWhereShown(page, field)
    await expect(field).toBeFocused()
    expect(new URL(page.url()).hash, "the page did not go to the answer").toBe("")
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test("while a field is typed in, a field at the foot of the screen, where the bar shows, takes the tap", async ({
    page,
  }) => {
    await gotoHydrated(page, PATH)
    await tickThreeLoads(page)
    const fans = page.getByRole("textbox", { name: "How many (Ceiling fan)" })
    await fans.tap()
    await expect(fans).toBeFocused()
    const field = page.getByRole("textbox", { name: "Watts each (LED television)" })
    const scrolled = await scrollToFoot(field, 4)
    await tapWhereShown(page, field)
    await expect(field).toBeFocused()
    expect(new URL(page.url()).hash, "the page did not go to the answer").toBe("")
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  describeTheBarComingBack("touch")

  test("the first tap on Add a load, before the page's scripts have run, adds one row once they have", async ({
    page,
  }) => {
    await slowDownCpu(page)
    const releaseScripts = await holdScripts(page, /\/app-[^/]*\.js$/)
    await page.goto(PATH)
    // Scrolled into view, which starts the page's scripts, and tapped while they are held at the network.
    await page.getByRole("button", { name: sizing.addOtherLabel }).tap()
    expect(await page.evaluate(() => "___navigate" in window), "Gatsby has not started").toBe(false)
    const rows = page.getByRole("textbox", { name: sizing.otherNameLabel })
    await expect(rows).toHaveCount(0)
    releaseScripts()
    await expect(rows).toHaveCount(1, { timeout: 15_000 })
    await expect(rows).toBeFocused()
    // Once the page has hydrated and settled, the tap has still added one row, not two.
    await waitForHydration(page)
    await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve))))
    await expect(rows).toHaveCount(1)
  })
})

test.describe("without JavaScript", { tag: "@content" }, () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test("the typical setups are in the HTML, sized by the build with the helper's own arithmetic", async ({ page }) => {
    await page.goto(PATH)
    const table = page.getByRole("table")
    await expect(table.getByRole("columnheader")).toHaveText([
      sizing.setups.setupHeading,
      sizing.setups.timeHeading,
      sizing.setups.loadHeading,
      sizing.setups.unitHeading,
      sizing.setups.bankHeading,
      sizing.setups.backupHeading,
    ])
    await expect(table.getByRole("rowheader")).toHaveCount(sizing.setups.items.length)
    const counter = table.getByRole("row", { name: /Billing counter/ })
    await expect(counter.getByRole("cell")).toHaveText([
      "30 min",
      "260 W · 325 VA",
      "600 VA line-interactive UPS",
      "1 × 42 Ah Sealed maintenance-free (SMF), a 12 V bank",
      "47 min with new batteries, 36 min after a few years",
    ])
    // …with the company's phone and WhatsApp beside it, and nothing that needs a script to work.
    await expect(page.getByRole("link", { name: site.phones[0] }).first()).toBeVisible()
    // The helper itself needs a script: without one, its boxes are not offered.
    await expect(page.getByRole("checkbox")).toHaveCount(0)
  })
})

test(
  "UPS Systems, Inverters, Batteries and the home page lead to the helper; other lines do not",
  { tag: "@content" },
  async ({ page }) => {
    for (const path of ["/", "/our-products/ups-systems", "/our-products/inverters", "/our-products/batteries"]) {
      await page.goto(path)
      await expect(page.getByRole("link", { name: sizing.linkLabel }), path).toHaveAttribute("href", PATH)
    }
    await page.goto("/our-products/networking")
    await expect(page.getByRole("link", { name: sizing.linkLabel })).toHaveCount(0)
  },
)
