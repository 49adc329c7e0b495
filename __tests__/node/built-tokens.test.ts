/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import postcss from "postcss"
import { builtTokenNames, builtTokens, stylesheetsNamingTokens } from "../../src/node/built-tokens"

const TOKENS_FILE = path.join(__dirname, "..", "..", "src", "styles", "tokens.css")
const TOKENS = fs.readFileSync(TOKENS_FILE, "utf8")
const build = async (css: string) =>
  (await postcss(builtTokens(TOKENS_FILE)).process(css, { from: "/site/src/components/card.module.css" })).css

describe("the design tokens, written in at the build", () => {
  it("are tokens.css's custom properties, and the faces and line heights that change with the language are not", () => {
    const names = builtTokenNames(TOKENS)
    expect(names).toContain("--color-forest-700")
    expect(names).toContain("--space-l")
    expect(names).toContain("--section-space")
    for (const kept of ["--font-sans", "--font-display", "--leading-tight", "--leading-normal"])
      expect(names).not.toContain(kept)
  })

  it("become their values in each rule that uses them, tokens made of tokens too", async () => {
    const css = await build(".card { gap: var(--space-l); color: var(--color-text); padding: var(--section-space) 0 }")
    expect(css).toBe(".card { gap: 2rem; color: #17251f; padding: clamp(3rem, 6vw, 6rem) 0 }")
  })

  it("leave the faces and line heights of global.css, which a Gujarati page sets anew, custom properties", async () => {
    const file = path.join(__dirname, "..", "..", "src", "styles", "global.css")
    const css = (await postcss(builtTokens(TOKENS_FILE)).process(fs.readFileSync(file, "utf8"), { from: file })).css
    const body = /\nbody \{[^}]*\}/.exec(css)?.[0]
    expect(body).toContain("font-family: var(--font-sans);")
    expect(body).toContain("line-height: var(--leading-normal);")
    expect(body).toContain("color: #17251f;")
    expect(/\nh1,[^{]*\{[^}]*\}/.exec(css)?.[0]).toContain("line-height: var(--leading-tight);")
  })

  it("leave no definition in the stylesheet, and what changes with the language a custom property", async () => {
    const css = await build(".card { font-family: var(--font-sans); line-height: var(--leading-normal) }")
    expect(css).toBe(".card { font-family: var(--font-sans); line-height: var(--leading-normal) }")
    expect(css).not.toContain(":root")
  })
})

describe("a built stylesheet that still names a token", () => {
  it("is named with its rule, for the build to stop", () => {
    const stylesheets = [
      { name: "app.1.css", css: ".a{gap:2rem}:root{--font-sans:serif}.b{font-family:var(--font-sans)}" },
      { name: "page.2.css", css: ".pswp{--pswp-bg:var(--color-forest-950)}.c{gap:var( --space-l)}" },
    ]
    expect(stylesheetsNamingTokens(stylesheets, TOKENS)).toEqual([
      "page.2.css: .pswp { --pswp-bg:var(--color-forest-950) }",
      "page.2.css: .c { gap:var( --space-l) }",
    ])
  })

  it("is none in a stylesheet with every token written in", () => {
    expect(stylesheetsNamingTokens([{ name: "app.1.css", css: ".a{gap:2rem;color:#17251f}" }], TOKENS)).toEqual([])
  })
})
