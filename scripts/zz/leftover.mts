import { chromium } from "@playwright/test"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] })
const routes = ["/", "/about-us", "/our-team", "/our-brands", "/our-products", "/contact", "/backup-sizing", "/our-products/ups-systems", "/our-brands/apc", "/nothing"]
const texts = async (path: string) => {
  const page = await browser.newPage()
  await page.goto(`http://localhost:8800${path}`)
  await page.mouse.move(3, 3); await page.waitForFunction(() => { const f = document.querySelector("#___gatsby footer"); return f && Object.keys(f).some(k => k.startsWith("__reactFiber$")) }); await page.waitForTimeout(800)
  const result = await page.evaluate(() => {
    const out: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) { const t = walker.currentNode.textContent!.trim(); if (t) out.push(t) }
    for (const el of document.querySelectorAll("[aria-label],[alt],[title],[placeholder]")) for (const a of ["aria-label", "alt", "title", "placeholder"]) { const v = el.getAttribute(a); if (v) out.push(`@${a}: ${v}`) }
    return out
  })
  await page.close()
  return result
}
for (const route of routes) {
  const gu = route === "/" ? "/gu" : `/gu${route}`
  const left = (await texts(gu)).filter(t => !/[\u0A80-\u0AFF]/.test(t) && /[A-Za-z]{3,}/.test(t))
  console.log(route, JSON.stringify([...new Set(left)]))
}
await browser.close()
