/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Node, NodePluginArgs } from "gatsby"
import sharp from "sharp"
import { addRasterCopy } from "../../src/node/svg-raster"

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96"><rect x="20" y="20" width="200" height="56" fill="#1b5e3f"/></svg>`

function setUp(svgText: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "svg-raster-"))
  const absolutePath = path.join(dir, "apc.svg")
  fs.writeFileSync(absolutePath, svgText)
  const svg = { id: "svg-1", name: "apc", relativePath: "brands/apc.svg", absolutePath } as unknown as Node
  const store = new Map<string, unknown>()
  const cache = {
    directory: path.join(dir, "cache"),
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => store.set(key, value),
  }
  const args = {
    actions: { createNode: jest.fn(), createParentChildLink: jest.fn() },
    createNodeId: (input: string) => `id of ${input}`,
    getCache: () => cache,
    reporter: { panicOnBuild: jest.fn() },
  }
  return { svg, args: args as unknown as NodePluginArgs & typeof args }
}

describe("an SVG's raster copy", () => {
  it("is a PNG four times a tile's width, a File node that is the SVG's child", async () => {
    const { svg, args } = setUp(LOGO)
    await addRasterCopy(svg, args)
    expect(args.reporter.panicOnBuild).not.toHaveBeenCalled()
    const png = args.actions.createNode.mock.calls[0][0]
    expect(png.internal.type).toBe("File")
    expect(png.extension).toBe("png")
    expect(png.name).toBe("apc")
    expect(png.parent).toBe("svg-1")
    expect(args.actions.createParentChildLink).toHaveBeenCalledWith({ parent: svg, child: png })
    const { width, height, format } = await sharp(png.absolutePath).metadata()
    expect({ width, height, format }).toEqual({ width: 720, height: 288, format: "png" })
    // Drawn, not blank: the rectangle's colour is in the middle.
    const middle = await sharp(png.absolutePath).extract({ left: 300, top: 120, width: 40, height: 40 }).toBuffer()
    const { channels } = await sharp(middle).stats()
    expect(channels.map(channel => Math.round(channel.mean))).toEqual([0x1b, 0x5e, 0x3f, 255])
  })

  it("of a file that is not an SVG stops the build, naming the file", async () => {
    const { svg, args } = setUp("<svg this is not")
    await addRasterCopy(svg, args)
    expect(args.actions.createNode).not.toHaveBeenCalled()
    expect(args.reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(/^content\/brands\/apc\.svg could not be read as an SVG image: .+ Save it again/),
    )
  })
})
