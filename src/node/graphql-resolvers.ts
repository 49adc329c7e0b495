import fs from "node:fs"
import svgToTinyDataUri from "mini-svg-data-uri"
import { fixedUtcOffsetMinutes } from "./time-zone"

/** Gatsby's node model, as much of it as these resolvers use. */
interface ResolverContext {
  nodeModel: {
    findAll: (
      args: { type: string; query: Record<string, unknown> },
      pageDependencies: { track: false },
    ) => Promise<{ entries: Iterable<{ id: string; fields: { slug: string } }> }>
    getNodesByIds: (args: { ids: string[]; type: string }) => unknown[]
  }
}

/**
 * The entries of `type` named by file name (as content/ names brands), in the order named. A page
 * depends on each of these entries, not on every entry of the type as a search would have it: a
 * photo added to one brand then runs again only the queries of the pages that show that brand,
 * where Gatsby's `@link(by: "fields.slug")` ran every page that shows any brand, each with its gallery.
 */
async function entriesNamed(context: ResolverContext, type: string, slugs: readonly string[], language: string) {
  const filter = { fields: { slug: { in: slugs } }, language: { eq: language } }
  const { entries } = await context.nodeModel.findAll({ type, query: { filter } }, { track: false })
  const ids = new Map(Array.from(entries, entry => [entry.fields.slug, entry.id]))
  return context.nodeModel.getNodesByIds({ ids: slugs.flatMap(slug => ids.get(slug) ?? []), type })
}

/**
 * A field of entries named by file name in the content (a line's brands), resolved by entriesNamed in
 * the language of the entry that names them.
 */
const named = (type: string, field: string) => ({
  type: `[${type}!]!`,
  resolve: (source: Record<string, readonly string[]> & { language: string }, _: unknown, context: ResolverContext) =>
    entriesNamed(context, type, source[field], source.language),
})

/** Fields the build resolves itself: entries named by file name, and what it works out from the content. */
export const contentResolvers = {
  Query: {
    /**
     * Product lines by file name, in the order given. Which lines a page lists beside its own (the
     * related lines, a brand's lines) depends on every line, so createPages works it out and passes
     * it in the page's context: the page's query then depends on the lines it shows, not on all.
     */
    productLines: {
      type: "[ProductsJson!]!",
      args: { slugs: "[String!]!", language: "String!" },
      resolve: (
        _: unknown,
        { slugs, language }: { slugs: readonly string[]; language: string },
        context: ResolverContext,
      ) => entriesNamed(context, "ProductsJson", slugs, language),
    },
  },
  File: {
    raster: {
      type: "File!",
      description:
        "The file as pixels, for sharp's copies: an SVG's raster copy (src/node/svg-raster.ts), or the file itself.",
      resolve: (file: { extension: string; children: string[] }, _: unknown, context: ResolverContext) =>
        file.extension === "svg" ? context.nodeModel.getNodesByIds({ ids: file.children, type: "File" })[0] : file,
    },
    svgDataUrl: {
      type: "String!",
      description:
        "An SVG file as a data: URL, written into the page instead of linked: the favicon (src/components/seo.tsx).",
      resolve: (file: { extension: string; absolutePath: string }) => {
        if (file.extension !== "svg") throw new Error(`${file.absolutePath} is not an SVG file`)
        // Percent-encoded where a URL must be (spaces too, as the HTML validator asks), quotes made single.
        return svgToTinyDataUri.toSrcset(fs.readFileSync(file.absolutePath, "utf8"))
      },
    },
  },
  ProductsJson: { brands: named("BrandsJson", "brands") },
  // The strip's logos are named in the home page's language, which the strip carries for them.
  HomeJson: {
    brandStrip: {
      resolve: (source: { brandStrip: object; language: string }) => ({
        ...source.brandStrip,
        language: source.language,
      }),
    },
  },
  HomeJsonBrandStrip: { logos: named("BrandsJson", "logos") },
  SiteJsonHours: {
    utcOffsetMinutes: { resolve: (hours: { timeZone: string }) => fixedUtcOffsetMinutes(hours.timeZone) },
  },
}
