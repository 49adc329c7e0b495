import path from "node:path"
import type { Node, NodePluginArgs } from "gatsby"
import { createFileNodeFromBuffer } from "gatsby-source-filesystem"
import sharp from "sharp"

/**
 * How wide an SVG's raster copy is drawn, in pixels: four times the widest a brand's tile shows a logo
 * (180 CSS pixels), so sharp scales it down to each copy a page asks for.
 */
const RASTER_WIDTH = 720

/** An SVG's default density, in dots per inch: sharp draws it at its own size. */
const SVG_DPI = 72

type RasterArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "getCache" | "reporter">

/**
 * Draws an SVG of content/ as a PNG, a File node that is the SVG's child, for sharp to make the copies a
 * page asks for, as it does of photos (the `raster` field of a File, src/node/graphql-resolvers.ts). A
 * browser reads an SVG `<img>` as a document of its own, parsed on the page's main thread: on Our Brands,
 * tasks of 60 to 86 ms each on Lighthouse's phone. A raster picture is decoded away from it.
 */
export async function addRasterCopy(
  svg: Node,
  { actions, createNodeId, getCache, reporter }: RasterArgs,
): Promise<void> {
  const file = svg.absolutePath as string
  let buffer: Buffer
  try {
    const { width } = await sharp(file).metadata()
    const density = (SVG_DPI * RASTER_WIDTH) / (width ?? RASTER_WIDTH)
    buffer = await sharp(file, { density }).png().toBuffer()
  } catch (error) {
    const name = path.join("content", svg.relativePath as string)
    reporter.panicOnBuild(
      `${name} could not be read as an SVG image: ${(error as Error).message}. Save it again from the program that drew it, or choose a PNG.`,
    )
    return
  }
  const png = await createFileNodeFromBuffer({
    buffer,
    name: svg.name as string,
    ext: ".png",
    parentNodeId: svg.id,
    getCache,
    createNode: actions.createNode,
    createNodeId,
  })
  actions.createParentChildLink({ parent: svg, child: png })
}
