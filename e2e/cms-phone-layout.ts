/**
 * What a person checks of the editor on a phone, measured on its page as it is (run in the page by
 * Playwright's page.evaluate or an engine tab's evaluate, so each function is whole in itself).
 */

/** What is wrong with the editor's page at a screen `width` px wide: each a sentence naming the element. */
export interface PhoneLayoutProblems {
  /** The page is wider than the screen, so it scrolls sideways (or the browser zoomed out to fit it). */
  sideways: string[]
  /** A control that starts or ends beyond the screen's left or right edge. */
  offScreen: string[]
  /** A control smaller than 24 × 24 CSS px (WCAG 2.2's target size). */
  small: string[]
  /** A text box whose text is under 16 px, which an iPhone zooms into when it takes focus. */
  smallText: string[]
}

/**
 * Resolves once what moves on the page (a notice sliding in, or out and folding away) has come to rest, as a
 * person sees the screen. Not waited for: animations without end (a spinner) or long ones (a notice's countdown).
 * A notice on its way out is moving until it is gone: its slide out ends with it held off the screen's right edge,
 * and only a few frames later does its script fold it away (react-toastify's collapseToast), with nothing running
 * in between: a check made then finds its close button off the screen (the likely cause of a WebKit run that did).
 */
export async function animationsSettled(): Promise<void> {
  const leaving = () => document.querySelector('.Toastify [class*="-exit"]') !== null
  for (const start = performance.now(); performance.now() - start < 10_000;) {
    await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const moving = document
      .getAnimations()
      .filter(animation => animation.playState === "running")
      .filter(animation => {
        const { endTime, localTime } = animation.effect!.getComputedTiming()
        return Number.isFinite(endTime) && Number(endTime) - Number(localTime) < 2000
      })
    if (moving.length === 0 && !leaving()) return
    await Promise.all(moving.map(animation => animation.finished.catch(() => undefined)))
  }
}

/** Runs a function in the page with one argument: Playwright's page.evaluate, or an engine tab's (e2e-engines/tab.ts). */
export type InPage = <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) => Promise<R>

/**
 * A person's check of the editor's screen on a phone `width` px wide, once it has come to rest: its problems
 * (none, when all is well), and the editor stylesheet's selectors that match something now.
 */
export async function checkPhoneScreen(inPage: InPage, width: number) {
  await inPage(animationsSettled, undefined)
  const problems = await inPage(phoneLayoutProblems, width)
  const matched = (await inPage(editorStylesheetSelectors, undefined))
    .filter(({ matches }) => matches)
    .map(({ selector }) => selector)
  return { problems, matched }
}

/** No problem of any kind: what checkPhoneScreen's problems are expected to equal. */
export const NO_PHONE_PROBLEMS: PhoneLayoutProblems = { sideways: [], offScreen: [], small: [], smallText: [] }

export function phoneLayoutProblems(width: number): PhoneLayoutProblems {
  const problems: PhoneLayoutProblems = { sideways: [], offScreen: [], small: [], smallText: [] }
  const page = document.documentElement
  if (innerWidth !== width || page.scrollWidth > width)
    problems.sideways.push(
      `the page is ${page.scrollWidth} px wide in a ${innerWidth} px window on a ${width} px screen`,
    )
  const describe = (element: Element, box: DOMRect) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.getAttribute("title") ?? (element as HTMLElement).innerText ?? "").trim().slice(0, 40)}" ${Math.round(box.width)} × ${Math.round(box.height)} at ${Math.round(box.left)}, ${Math.round(box.top)}`
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden"
  const controls = document.querySelectorAll(
    'button, a[href], input:not([type="hidden"]), textarea, select, [role="button"], [role="switch"], [role="combobox"], [role="option"], [role="menuitem"], [role="checkbox"]',
  )
  for (const control of controls) {
    if (!shown(control)) continue
    // The brand picker's typing box grows with what is typed; a tap anywhere on its box (react-select's control) focuses it.
    const target = control.matches('[class*="-control"] input') ? control.closest('[class*="-control"]')! : control
    const box = target.getBoundingClientRect()
    // Under a pixel: hidden from sight (the media library's file input, which its Upload label opens).
    if (box.width < 1 || box.height < 1) continue
    if (box.left < -0.5 || box.right > width + 0.5) problems.offScreen.push(describe(control, box))
    if (box.width < 24 || box.height < 24) problems.small.push(describe(control, box))
  }
  const textBoxes = document.querySelectorAll(
    'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="range"]), textarea, select, [contenteditable="true"]',
  )
  for (const box of textBoxes)
    if (shown(box) && parseFloat(getComputedStyle(box).fontSize) < 16)
      problems.smallText.push(`${describe(box, box.getBoundingClientRect())}: ${getComputedStyle(box).fontSize}`)
  return problems
}

/**
 * The selectors of the editor's own stylesheet (src/cms/editor/editor.css, served as /admin/editor-*.css),
 * each with whether it matches an element of the page now. Selectors of a list ("a, b") are taken one by one.
 */
export function editorStylesheetSelectors(): { selector: string; matches: boolean }[] {
  const sheet = [...document.styleSheets].find(candidate => /\/admin\/editor-[^/]+\.css$/.test(candidate.href ?? ""))
  if (!sheet) throw new Error("The editor's stylesheet is not on the page")
  const selectors: string[] = []
  const read = (rules: CSSRuleList) => {
    for (const rule of rules)
      if (rule instanceof CSSStyleRule) {
        // Split at the commas between selectors, not those inside :is(…).
        let depth = 0
        let start = 0
        const text = rule.selectorText
        for (let index = 0; index <= text.length; index++) {
          const character = text[index]
          if (character === "(") depth++
          if (character === ")") depth--
          if ((character === "," && depth === 0) || index === text.length) {
            selectors.push(text.slice(start, index).trim())
            start = index + 1
          }
        }
      } else if ("cssRules" in rule) read((rule as CSSGroupingRule).cssRules)
  }
  read(sheet.cssRules)
  return selectors.map(selector => ({ selector, matches: document.querySelector(selector) !== null }))
}
