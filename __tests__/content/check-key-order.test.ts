/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { keyOrderProblems, putContentInFormOrder } from "../../src/cms/setup/content-order"
import { formatProblem } from "../../src/node/content-check/content-problem"
import { CONTENT_DIR, copyContent } from "./content-fixture"

const root = path.resolve(__dirname, "../..")
const messages = (dir: string) => keyOrderProblems(dir).map(formatProblem)
const file = "products/ups-systems.json"

/** ups-systems.json with its English description moved to the end of the English fields. */
function descriptionLast(content: ReturnType<typeof copyContent>) {
  content.edit(file, data => {
    const { description, ...rest } = data.en
    data.en = { ...rest, description }
  })
}

describe("the order of a content file's keys", () => {
  it("is the editor's in every shipped file", () => {
    expect(messages(CONTENT_DIR)).toEqual([])
  })

  it("is refused in another order, naming the file and the field, with the way to mend it", () => {
    const content = copyContent()
    descriptionLast(content)
    content.edit("brands/apc.json", data => {
      data.en.photos[2] = Object.fromEntries(Object.entries(data.en.photos[2]).reverse())
    })
    expect(messages(content.dir)).toEqual([
      'content/products/ups-systems.json: "en.description" should come after "en.secondaryTitle", in the order the editor writes (run npm run format to mend it)',
      'content/brands/apc.json: "en.photos[2].caption" should come after "en.photos[2].imageAlt", in the order the editor writes (run npm run format to mend it)',
    ])
  })

  it("is refused by npm run check:content, which CI runs", () => {
    const content = copyContent()
    content.edit("team/hardik-desai.json", data => {
      const { order, ...rest } = data.en
      data.en = { ...rest, order }
    })
    let output = ""
    try {
      execFileSync("npx", ["tsx", "scripts/check-content.ts", content.dir], {
        cwd: root,
        encoding: "utf8",
        stdio: "pipe",
      })
    } catch (error) {
      output = (error as { stderr: string }).stderr
    }
    expect(output).toContain(
      '✗ content/team/hardik-desai.json: "en.order" should come before "en.shown", in the order the editor writes (run npm run format to mend it)',
    )
  })

  it("is mended by npm run format, every value as it was", () => {
    const content = copyContent()
    descriptionLast(content)
    const before = fs.readFileSync(path.join(content.dir, file), "utf8")
    const format = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.format
    expect(format).toMatch(/^tsx scripts\/order-content\.ts && prettier --write \.$/)
    expect(
      execFileSync("npx", ["tsx", "scripts/order-content.ts", content.dir], { cwd: root, encoding: "utf8" }),
    ).toMatch(/ups-systems\.json: keys put in the order the editor writes\n$/)
    const after = fs.readFileSync(path.join(content.dir, file), "utf8")
    expect(JSON.parse(after)).toEqual(JSON.parse(before))
    expect(after).toBe(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"))
    expect(messages(content.dir)).toEqual([])
    expect(putContentInFormOrder(content.dir)).toEqual([])
  })
})
