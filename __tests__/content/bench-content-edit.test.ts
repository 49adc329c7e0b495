/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { EDITED_FILE, editOneProductLine, multiplyProductLines } from "../../scripts/bench/content-edit"
import { checkContent } from "../../src/node/content-check/check-content"
import { formatProblem } from "../../src/node/content-check/content-problem"
import { copyContent } from "./content-fixture"

describe("the bench's content edit (npm run bench, the rebuild after one content edit)", () => {
  it("makes content the content check accepts, changing the description in both languages", () => {
    const content = copyContent()
    const before = fs.readFileSync(path.join(content.dir, EDITED_FILE), "utf8")
    editOneProductLine(content.dir)
    const after = fs.readFileSync(path.join(content.dir, EDITED_FILE), "utf8")
    expect(checkContent(content.dir).map(formatProblem)).toEqual([])
    const [was, is] = [before, after].map(text => JSON.parse(text))
    expect(is.en.description).not.toEqual(was.en.description)
    expect(is.gu.description).not.toEqual(was.gu.description)
    expect({ ...is.en, description: was.en.description }).toEqual(was.en)
  })

  it("stays within what search results show when the description already nearly fills it", () => {
    const content = copyContent()
    const file = path.join(content.dir, EDITED_FILE)
    const line = JSON.parse(fs.readFileSync(file, "utf8"))
    line.en.description = `${"Long description. ".repeat(9)}Full.`
    line.gu.description = `${"લાંબું વર્ણન. ".repeat(11)}પૂરું.`
    fs.writeFileSync(file, JSON.stringify(line, null, 2))
    expect(checkContent(content.dir).map(formatProblem)).toEqual([])
    editOneProductLine(content.dir)
    expect(checkContent(content.dir).map(formatProblem)).toEqual([])
    const edited = JSON.parse(fs.readFileSync(file, "utf8"))
    expect(edited.en.description).toMatch(/^Long description\. .* Now in stock\.$/)
  })

  it("multiplies the product lines into content the content check accepts, each copy with its own image", () => {
    const content = copyContent()
    const lines = fs.readdirSync(path.join(content.dir, "products")).filter(name => name.endsWith(".json")).length
    expect(multiplyProductLines(content.dir, 3)).toBe(lines * 3)
    expect(checkContent(content.dir).map(formatProblem)).toEqual([])
    const copy = JSON.parse(fs.readFileSync(path.join(content.dir, "products", "batteries-2.json"), "utf8"))
    const original = JSON.parse(fs.readFileSync(path.join(content.dir, EDITED_FILE), "utf8"))
    expect(copy.en.order).toBe(original.en.order + 2000)
    expect(copy.en.image).toBe(`batteries-2${path.extname(original.en.image)}`)
    expect(copy.gu).toEqual(original.gu)
  })
})
