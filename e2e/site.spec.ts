import type { Page } from "@playwright/test"
import { en as site } from "../content/site.json"
import { test, expect, gotoHydrated, PHONE, ROUTES } from "./fixtures"

/**
 * The menu button as Chromium gives it to assistive technology: its name, and whether its menu
 * is expanded (a popover's button carries no aria-expanded attribute: the browser knows).
 */
async function menuButton(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send("Accessibility.getFullAXTree")
  await cdp.detach()
  const button = nodes.find(node => node.role?.value === "button" && /menu/i.test(String(node.name?.value)))
  return {
    name: button?.name?.value,
    expanded: button?.properties?.find(property => property.name === "expanded")?.value.value,
  }
}

test.describe("every screen shows its heading and counts", { tag: "@content" }, () => {
  test("home: hero, About Us, six brand logos, four strengths, three cards, contact block", async ({ page }) => {
    await gotoHydrated(page, "/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "UPS batteries and IT products that keep your business running",
    )
    await expect(page.getByRole("link", { name: "Read More about our products" }).first()).toHaveAttribute(
      "href",
      "/our-products",
    )
    await expect(page.getByRole("link", { name: "Read More about our company" })).toHaveAttribute("href", "/about-us")
    await expect(page.locator("#brands li img")).toHaveCount(6)
    await expect(page.locator("#products").getByRole("link", { name: /Read More/ })).toHaveAttribute(
      "href",
      "/our-products",
    )
    await expect(page.locator("#service").getByRole("link", { name: /Read More/ })).toHaveAttribute(
      "href",
      "/our-products",
    )
    const why = page.locator("#why-choose-us")
    await expect(why.getByRole("heading", { name: "Why Choose Us" })).toBeVisible()
    await expect(why.locator("li")).toHaveCount(4)
    await expect(why.getByRole("article")).toHaveCount(3)
    await expect(why.getByRole("heading", { level: 3, name: /^(UPS|IT Products|Services)$/ })).toHaveCount(3)
    await expect(page.getByRole("link", { name: "Send an enquiry" })).toHaveAttribute("href", "/contact")
  })

  test("about us: banner, breadcrumb Home then About Us, and the company description", async ({ page }) => {
    await gotoHydrated(page, "/about-us")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us")
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "About Us"])
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
    await expect(page.locator("main p")).not.toHaveCount(0)
    expect(await page.locator("main").innerText()).toContain("authorised service partner of APC by Schneider Electric")
  })

  test("our team: eight cards with title, name, description and photo", async ({ page }) => {
    await gotoHydrated(page, "/our-team")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team")
    const cards = page.getByRole("article")
    await expect(cards).toHaveCount(8)
    await expect(cards.locator("img")).toHaveCount(8)
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
      "Rajesh Patel",
      "Nirali Shah",
      "Hardik Desai",
      "Kunal Joshi",
      "Imran Sheikh",
      "Pooja Mehta",
      "Ankita Parmar",
      "Dhruv Trivedi",
    ])
  })

  test("our team: photos alternate left and right on wide screens", async ({ page }) => {
    await gotoHydrated(page, "/our-team")
    const sides = await page.getByRole("article").evaluateAll(cards =>
      cards.map(card => {
        const photo = card.querySelector("img")!.getBoundingClientRect()
        const text = card.querySelector("h2")!.getBoundingClientRect()
        return photo.left < text.left ? "left" : "right"
      }),
    )
    expect(sides).toEqual(["left", "right", "left", "right", "left", "right", "left", "right"])
  })

  test("our brands: eleven logos in 6 columns on wide screens", async ({ page }) => {
    await gotoHydrated(page, "/our-brands")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Brands")
    const logos = page.locator("main li img")
    await expect(logos).toHaveCount(11)
    for (const name of [
      "Schneider Electric",
      "Exide",
      "APC",
      "Luminous",
      "Dell",
      "Lenovo",
      "Samsung",
      "Quanta",
      "Rocket",
      "Vivo",
      "HP",
    ]) {
      // Its size is in the HTML, as large as a tile shows it (brand-logo.module.css): nothing moves as it loads.
      const logo = page.getByRole("img", { name, exact: true })
      await expect(logo).toHaveAttribute("width", "180")
      await expect(logo).toHaveAttribute("height", "72")
    }
    const columns = await page
      .locator("main ul")
      .first()
      .evaluate(list => getComputedStyle(list).gridTemplateColumns.split(" ").length)
    expect(columns).toBe(6)
  })

  test("our products: eleven cards, each with a Contact Us link", async ({ page }) => {
    await gotoHydrated(page, "/our-products")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Products")
    await expect(page.getByRole("article")).toHaveCount(11)
    await expect(page.getByRole("link", { name: /^Contact Us about / })).toHaveCount(11)
  })

  test("contact: GET IN TOUCH with the form, CONTACT US with phones, e-mails, address and timings", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact")
    await expect(page.getByRole("heading", { name: "GET IN TOUCH" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "CONTACT US" })).toBeVisible()
    await expect(page.getByLabel("Message")).toHaveValue("I would like to know more about your services.")
    const details = page.getByRole("region", { name: "CONTACT US" })
    await expect(details.locator('a[href^="tel:"]')).toHaveCount(2)
    await expect(details.locator('a[href^="mailto:"]')).toHaveCount(2)
    await expect(details).toContainText("Ahmedabad, Gujarat")
    await expect(details).toContainText("TIMINGS")
    await expect(details).toContainText("Monday to Saturday, 9:30AM to 7:00PM")
    // The address, here and in the footer, is a plain link to a map of it, at the business's position.
    const { street, city, region, postalCode, country } = site.address
    const address = `${street}, ${city}, ${region} ${postalCode}, ${country}`
    for (const where of [details, page.getByRole("contentinfo")]) {
      const map = where.getByRole("link", { name: `${address} (${site.labels.map})`, exact: true })
      await expect(map).toHaveAttribute(
        "href",
        `https://www.google.com/maps/search/?api=1&query=${site.geo.latitude},${site.geo.longitude}`,
      )
    }
  })
})

test.describe("navigation", () => {
  test("the header links reach every screen on a desktop", { tag: "@content" }, async ({ page }) => {
    await gotoHydrated(page, "/")
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden()
    const nav = page.getByRole("navigation", { name: "Main" })
    const expected: [string, string, string][] = [
      ["About Us", "/about-us", "About Us"],
      ["Our Team", "/our-team", "Our Team"],
      ["Our Brands", "/our-brands", "Our Brands"],
      ["Our Product", "/our-products", "Our Products"],
      ["Contact Us", "/contact", "Contact"],
      ["Home", "/", "UPS batteries and IT products that keep your business running"],
    ]
    for (const [link, path, heading] of expected) {
      await nav.getByRole("link", { name: link, exact: true }).click()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    }
  })

  test("a focused header link shows its whole focus outline, not clipped by the navigation", async ({ page }) => {
    await gotoHydrated(page, "/our-team")
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" })
    await link.focus()
    const clipped = await link.evaluate(element => {
      const style = getComputedStyle(element)
      const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset)
      const box = element.getBoundingClientRect()
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflow === "visible") continue
        const clip = parent.getBoundingClientRect()
        return (
          box.top - reach < clip.top ||
          box.bottom + reach > clip.bottom ||
          box.left - reach < clip.left ||
          box.right + reach > clip.right
        )
      }
      return false
    })
    expect(clipped).toBe(false)
  })

  test("a page reached by a link is styled as when loaded directly", async ({ page, context }) => {
    // Each page inlines only its own sections' styles, so the next page's must arrive with its script.
    const layoutOf = (shown: Page) =>
      shown.evaluate(() =>
        Array.from(document.querySelectorAll("main *"), element => {
          const style = getComputedStyle(element)
          return [style.display, style.gridTemplateColumns, style.padding, style.backgroundColor, style.fontSize].join()
        }),
      )
    for (const [from, link, path, heading] of [
      ["/", "Contact Us", "/contact", "Contact"],
      ["/contact", "Our Product", "/our-products", "Our Products"],
      ["/our-products", "Home", "/", "UPS batteries and IT products that keep your business running"],
    ] as const) {
      await gotoHydrated(page, from)
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).click()
      await expect(page).toHaveURL(path)
      await expect(page.locator("main h1")).toHaveText(heading)
      await page.waitForLoadState("networkidle")
      const direct = await context.newPage()
      await gotoHydrated(direct, path)
      expect(await layoutOf(page), `${from} → ${path}`).toEqual(await layoutOf(direct))
      await direct.close()
    }
  })

  test("the logo goes home", async ({ page }) => {
    await gotoHydrated(page, "/our-team")
    await page.getByRole("link", { name: /, Home$/ }).click()
    await expect(page).toHaveURL("/")
  })

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: PHONE })

    test("the menu button opens the menu, a link is followed and the menu closes", async ({ page }) => {
      await gotoHydrated(page, "/")
      const nav = page.getByRole("navigation", { name: "Main" })
      await expect(nav).toBeHidden()
      expect(await menuButton(page)).toEqual({ name: "Open menu", expanded: false })
      await page.getByRole("button", { name: "Open menu" }).click()
      await expect(nav).toBeVisible()
      expect(await menuButton(page)).toEqual({ name: "Close menu", expanded: true })
      await nav.getByRole("link", { name: "Our Brands" }).click()
      await expect(page).toHaveURL("/our-brands")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Brands")
      await expect(nav).toBeHidden()
      expect(await menuButton(page)).toEqual({ name: "Open menu", expanded: false })
    })

    test("Escape closes the menu", async ({ page }) => {
      await gotoHydrated(page, "/")
      await page.getByRole("button", { name: "Open menu" }).click()
      await page.keyboard.press("Escape")
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
    })

    test("a tap outside the open menu closes it", async ({ page }) => {
      await gotoHydrated(page, "/")
      await page.getByRole("button", { name: "Open menu" }).click()
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
      await page.mouse.click(PHONE.width / 2, PHONE.height - 20)
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
    })

    test.describe("before the page's scripts have started, or without JavaScript", { tag: "@content" }, () => {
      test.use({ javaScriptEnabled: false })

      test("the menu opens, says so, lists every screen and closes again", async ({ page }) => {
        await page.goto("/our-team")
        const nav = page.getByRole("navigation", { name: "Main" })
        await expect(nav).toBeHidden()
        await page.getByRole("button", { name: "Open menu" }).click()
        await expect(nav).toBeVisible()
        await expect(nav.getByRole("list").getByRole("link")).toHaveCount(6)
        await expect(nav.getByRole("link", { name: "ગુજરાતી" })).toBeVisible()
        expect(await menuButton(page)).toEqual({ name: "Close menu", expanded: true })
        await page.getByRole("button", { name: "Close menu" }).click()
        await expect(nav).toBeHidden()
        await page.getByRole("button", { name: "Open menu" }).click()
        await nav.getByRole("link", { name: "Contact Us" }).click()
        await expect(page).toHaveURL("/contact")
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact")
      })
    })

    test("team cards all share one layout below 768 px", { tag: "@content" }, async ({ page }) => {
      await gotoHydrated(page, "/our-team")
      const layouts = await page
        .getByRole("article")
        .evaluateAll(cards =>
          cards.map(
            card =>
              card.querySelector("img")!.getBoundingClientRect().top <
              card.querySelector("h2")!.getBoundingClientRect().top,
          ),
        )
      expect(layouts).toEqual(Array(8).fill(true))
    })

    test("brands are in 2 columns", { tag: "@content" }, async ({ page }) => {
      await gotoHydrated(page, "/our-brands")
      const columns = await page
        .locator("main ul")
        .first()
        .evaluate(list => getComputedStyle(list).gridTemplateColumns.split(" ").length)
      expect(columns).toBe(2)
    })

    for (const route of ROUTES)
      test(`${route} does not scroll sideways`, { tag: "@content" }, async ({ page }) => {
        await gotoHydrated(page, route)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      })
  })
})

test("a product's Contact Us fills in the enquiry message", { tag: "@content" }, async ({ page }) => {
  await gotoHydrated(page, "/our-products")
  await page.getByRole("link", { name: "Contact Us about Batteries" }).click()
  await expect(page).toHaveURL(/\/contact\?message=/)
  await expect(page.getByLabel("Message")).toHaveValue(
    "Hello, I would like to know more about your batteries. I am interested in buying for my business.",
  )
})

test.describe("an unknown path", { tag: "@content" }, () => {
  test.use({ allowConsoleErrors: /status of 404/ })

  test("answers 404 with the not-found screen and a way back", async ({ page }) => {
    const response = await gotoHydrated(page, "/this/page/does-not-exist")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lost in the Forest?")
    await expect(page.getByText("The page you’re looking for sprouted legs and wandered off 🌿")).toBeVisible()
    await page.getByRole("link", { name: "Back to Safety" }).click()
    await expect(page).toHaveURL("/")
  })
})
