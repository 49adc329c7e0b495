import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { classNames, declaredClasses } from "../../src/node/class-names"

/** A source folder holding `files` (path → CSS). */
function sourceFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "class-names-"))
  for (const [file, css] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), css)
  }
  return dir
}

describe("the built site's class names", () => {
  it("finds the classes a rule's selector declares, and none in values, at-rules, comments or :global()", () => {
    const css = `/* .commented { } */
      .card { padding: 0.5rem 1.5em; transition: transform .3s }
      .card:hover .title, .card > .brands { color: #fff }
      @media (min-width: 40rem) { .grid[data-layout="centred"] > li { width: calc(50% - .5rem) } }
      @supports not selector(:popover-open) { .menu { display: none } }
      :global(.pswp) :global(.pswp__bg), :global(html):has(.jump) { opacity: .9 }
      :global(.pswp--ui-visible) .caption { opacity: 1 }`
    expect(declaredClasses(css)).toEqual(["card", "title", "brands", "grid", "menu", "jump", "caption"])
  })

  it("gives every class of every module a different short name, the same each time", () => {
    const dir = sourceFolder({
      "components/b.module.css": ".card { } .title { }",
      "components/a.module.css": ".card { } .grid { }",
      "styles/global.css": ".visually-hidden { }",
    })
    const names = classNames(dir)
    const given = [
      names.nameOf(path.join(dir, "components/a.module.css"), "card"),
      names.nameOf(path.join(dir, "components/a.module.css"), "grid"),
      names.nameOf(path.join(dir, "components/b.module.css"), "card"),
      names.nameOf(path.join(dir, "components/b.module.css"), "title"),
    ]
    expect(given).toEqual(["a", "b", "c", "d"])
    expect(classNames(dir).digest).toBe(names.digest)
  })

  it("goes on to two characters after 52 names, never to a name ad blockers hide", () => {
    const many = Array.from({ length: 3000 }, (_, i) => `.c${i} { }`).join("\n")
    const dir = sourceFolder({ "x.module.css": many })
    const names = classNames(dir)
    const given = Array.from({ length: 3000 }, (_, i) => names.nameOf(path.join(dir, "x.module.css"), `c${i}`))
    expect(new Set(given).size).toBe(3000)
    expect(given.slice(50, 54)).toEqual(["Y", "Z", "aa", "ba"])
    for (const name of given) expect(name).toMatch(/^[A-Za-z][A-Za-z0-9]?$/)
    expect(given.filter(name => /^ad$/i.test(name))).toEqual([])
  })

  it("changes its digest when a class is added, so no cached stylesheet keeps an old name", () => {
    const dir = sourceFolder({ "a.module.css": ".card { }" })
    const before = classNames(dir).digest
    fs.appendFileSync(path.join(dir, "a.module.css"), ".title { }")
    expect(classNames(dir).digest).not.toBe(before)
  })

  it("stops the build, naming the file and class, for a class it did not find", () => {
    const dir = sourceFolder({ "components/a.module.css": ".card { }" })
    expect(() => classNames(dir).nameOf(path.join(dir, "components/a.module.css"), "missing")).toThrow(
      'components/a.module.css: the class ".missing" was not found',
    )
  })
})
