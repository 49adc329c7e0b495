import { z } from "zod"
import type { NamedFolder } from "../lib/content-rules"
import { readFixedUtcOffset } from "./time-zone"

/** The field rules every content schema is built from, each with the message an editor reads. */

export const RASTER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"]
export const LOGO_EXTENSIONS = [".svg", ...RASTER_EXTENSIONS]

/** How `image()` marks its fields, followed by the allowed extensions: "image: .svg .jpg". */
export const IMAGE_FIELD = "image: "

/** What a place on the page asks of its image besides its type: how wide a photo, or how small a file. */
export interface ImageLimits {
  /** The narrowest photo the place can take, in pixels. */
  minWidth?: number
  /** The largest file, in bytes: the favicon, which every page carries. */
  maxBytes?: number
}

/**
 * Says what is wrong with an image path, or null: it needs to know where the file lives, and reads the
 * file where its place on the page sets limits.
 */
export type ImageCheck = (relativePath: string, extensions: string[], limits?: ImageLimits) => string | null

/**
 * How a field says whether it is written in each language (content-languages.ts): `text`, and every
 * rule made from it, is words a visitor reads, written in English and in Gujarati; `shared()` marks
 * what both languages write the same (a name, a code, a reference to another file).
 */
export const TRANSLATED_FIELD = "words"
export const SHARED_FIELD = "shared"

/**
 * What the GraphQL types (graphql-schema.ts) say of a field beyond its zod schema, written beside it with
 * `noted`: kept apart from `.describe()`, which marks words, shared fields and images.
 */
export interface GraphqlNote {
  /** A field's doc string; on a group, its type's. */
  doc?: string
  /** A group's type, where it is not named after its path (ContentPhoto, used by products and brands). */
  typeName?: string
  /** How a file's type names its groups' types, where not after its own name: "Service" for ServiceSafety. */
  typePrefix?: string
  /** A list of file names of entries of this folder, which GraphQL gives as the entries (graphql-resolvers.ts). */
  links?: NamedFolder
}
const notes = new WeakMap<z.ZodTypeAny, GraphqlNote>()

/** The schema, with a note for GraphQL; a copy, so a rule used elsewhere (`text`) gets no note. */
export const noted = <T extends z.ZodTypeAny>(schema: T, note: GraphqlNote): T => {
  const copy = schema.describe(schema.description as string) as T
  notes.set(copy, note)
  return copy
}

/** The notes of a field, from its outermost schema in (`noted(photos.optional(), …)` and what it wraps). */
export function noteOf(schema: z.ZodTypeAny): GraphqlNote {
  let note: GraphqlNote = {}
  for (let current: z.ZodTypeAny | undefined = schema; current;) {
    note = { ...notes.get(current), ...note }
    const def = current._def as { innerType?: z.ZodTypeAny; schema?: z.ZodTypeAny; in?: z.ZodTypeAny }
    current = def.innerType ?? def.schema ?? def.in
  }
  return note
}

/** Words a visitor reads: written in each language. */
export const text = z
  .string({ invalid_type_error: "should be text" })
  .trim()
  .min(1, "must not be empty")
  .describe(TRANSLATED_FIELD)

/** A field both languages write the same, such as a person's or a brand's name: written once, under "en". */
export const shared = <T extends z.ZodTypeAny>(schema: T): T => schema.describe(SHARED_FIELD) as T
export const order = z
  .number({ invalid_type_error: "should be a whole number, for example 3" })
  .int("should be a whole number, for example 3")
  .positive("should be 1 or more")
/**
 * Whether a product line, brand or team member is on the site. Switched off, the entry has no page and is in no
 * list, but its file stays, ready to be switched on again: taking an entry off the site is an edit like any other,
 * a pull request with a preview in the editor. Written in every file, so a file copied to add one carries it.
 */
export const shown = noted(
  z.boolean({ invalid_type_error: "should be true (shown on the site) or false (kept off it), without quotes" }),
  { doc: "Whether the entry is on the site: every query that lists entries asks for shown ones only." },
)
/** A list in a content file, such as a product's paragraphs or the brands it carries. */
export const list = <T extends z.ZodTypeAny>(item: T) =>
  z.array(item, { invalid_type_error: "should be a list, between [ and ]" })

/** How many characters of a page's description search engines show under its title. */
export const META_DESCRIPTION_LENGTH = 170
/** Text that search engines show under the page's title, so it must fit there. */
export const metaDescription = text.pipe(
  z.string().max(META_DESCRIPTION_LENGTH, `should be at most ${META_DESCRIPTION_LENGTH} characters for search results`),
)
export const sitePath = z.string().regex(/^\/[a-z0-9-/]*$/, 'should be a path on this site, such as "/contact"')
export const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'should be a 24-hour time such as "09:30"')
export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'should be a colour such as "#0f3d2e"')
export const fixedTimeZone = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .superRefine((value, ctx) => {
    const reading = readFixedUtcOffset(value)
    if ("problem" in reading) ctx.addIssue({ code: z.ZodIssueCode.custom, message: reading.problem })
  })
export const phone = z
  .string()
  .regex(/^\+\d[\d ]{6,18}$/, 'should be a phone number with country code, such as "+91 98250 41236"')

/** An image path beside the content file, checked by `checkImage` for its type and existence. */
export const imageFieldFor =
  (checkImage: ImageCheck) =>
  (extensions = RASTER_EXTENSIONS, limits?: ImageLimits) =>
    z
      .string()
      .superRefine((value, ctx) => {
        const problem = checkImage(value, extensions, limits)
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
      })
      // Tells the editor (src/cms/) an image path from text.
      .describe(`${IMAGE_FIELD}${extensions.join(" ")}`)

/**
 * The fields a page's copy starts from, in the files that are one page each and in pages.json: its title
 * and description, to which a page with a banner adds the banner and an introduction.
 */
export const pageCopy = {
  title: text,
  description: metaDescription,
}
export const bannerPageFor = (checkImage: ImageCheck) => ({
  ...pageCopy,
  banner: imageFieldFor(checkImage)(),
  intro: text,
})
