import fs from "node:fs"
import path from "node:path"
import { preparePhoto } from "../../src/cms/editor/photo-upload"
import { ICON_MAX_BYTES } from "../../src/lib/app-icons"

const icon = fs.readFileSync(path.join(__dirname, "../../content/images/icon.svg"), "utf8")
const svg = (text: string, name: string) => new File([text], name, { type: "image/svg+xml" })

describe("an SVG chosen in the editor", () => {
  it("is kept as it is for the icon when it is no larger than every page can carry", async () => {
    const file = svg(icon, "icon.svg")
    expect(await preparePhoto(file, { maxBytes: ICON_MAX_BYTES })).toEqual({ file })
  })

  it("is refused for the icon, saying why, when a drawing program has left its own data in it", async () => {
    const exported = icon.replace("><", `><metadata>${"x".repeat(1536)}</metadata><`)
    expect(await preparePhoto(svg(exported, "icon-exported.svg"), { maxBytes: ICON_MAX_BYTES })).toEqual({
      refusal: expect.stringMatching(
        /^“icon-exported\.svg” is 2\.\d KB: every page carries this file, so it should be at most 1 KB/,
      ),
    })
  })

  it("is kept as it is for a logo, which has no such limit", async () => {
    const logo = svg(`<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(2000)}</svg>`, "logo.svg")
    expect(await preparePhoto(logo)).toEqual({ file: logo })
  })
})
