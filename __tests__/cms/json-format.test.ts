/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { execFileSync } from "node:child_process"
import { contentFromFile, contentToFile } from "../../src/cms/json-format"

const root = path.resolve(__dirname, "../..")
const contentFiles = fs
  .readdirSync(path.join(root, "content"), { recursive: true, encoding: "utf8" })
  .filter(file => file.endsWith(".json"))

describe("the format the editor saves content/ in", () => {
  test("is the one Prettier keeps content/ in (npm run format)", () => {
    const prettier = path.join(root, "node_modules", ".bin", "prettier")
    expect(() => execFileSync(prettier, ["--check", "content"], { cwd: root, stdio: "pipe" })).not.toThrow()
  })

  test.each(contentFiles)("writes content/%s back byte for byte", file => {
    const text = fs.readFileSync(path.join(root, "content", file), "utf8")
    expect(contentToFile(contentFromFile(text))).toBe(text)
  })

  test("leaves out an optional field the editor emptied, rather than writing it empty", () => {
    const product = { order: 2, primaryTitle: "Batteries", secondaryTitle: "", description: "Sealed and tubular." }
    expect(JSON.parse(contentToFile(product))).toEqual({
      order: 2,
      primaryTitle: "Batteries",
      description: "Sealed and tubular.",
    })
    expect(JSON.parse(contentToFile({ name: "Vanraj", geo: { latitude: null } }))).toEqual({ name: "Vanraj" })
  })

  test("keeps lists as they are, empty ones included", () => {
    expect(JSON.parse(contentToFile({ social: [], phones: ["+91 98250 41236"] }))).toEqual({
      social: [],
      phones: ["+91 98250 41236"],
    })
  })
})
