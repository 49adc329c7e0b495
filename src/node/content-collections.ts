import { z } from "zod"
import {
  imageFieldFor,
  list,
  LOGO_EXTENSIONS,
  metaDescription,
  noted,
  RASTER_EXTENSIONS,
  order,
  shared,
  shown,
  text,
  type ImageCheck,
} from "./content-fields"
import { MINIMUM_PHOTO_WIDTH } from "../lib/photo-sizes"

/**
 * The most photos one gallery holds. A gallery shows the company's best work, not all of it: 24 photos
 * are twelve rows on a phone, a visitor who scrolls through them all fetches about 1 MB of tiles, and
 * the viewer's "24 of 24" is still a count a person follows. More would make a page a photo archive.
 */
export const GALLERY_LIMIT = 24

/**
 * The schemas of the folders of content/ that hold one entry per file: products, brands, team.
 * Rules that read more than one file (each entry its own order, the brands a product names exist and are
 * shown) are in src/lib/content-rules.ts, which the content check and the editor both run.
 */
export function collectionSchemasFor(checkImage: ImageCheck) {
  const image = imageFieldFor(checkImage)

  /** A photo of the company's work: its image, what it shows for people who cannot see it, what was done where. */
  const photo = noted(
    z
      .object({
        image: image(RASTER_EXTENSIONS, { minWidth: MINIMUM_PHOTO_WIDTH.gallery }),
        imageAlt: text,
        caption: text.optional(),
      })
      .strict(),
    {
      typeName: "ContentPhoto",
      doc: "A photo of the company's work: what it shows for people who cannot see it, and what was done where.",
    },
  )
  /** A product line's or brand's gallery, in the order listed. */
  const photos = list(photo)
    .max(GALLERY_LIMIT, `should have at most ${GALLERY_LIMIT} photos: keep the best of them`)
    .superRefine((items, ctx) =>
      items.forEach(({ image: file }, index) => {
        const first = items.findIndex(other => other.image === file)
        if (first !== index)
          ctx.addIssue({
            code: "custom",
            path: [index, "image"],
            message: `is "${file}" again, as in photos[${first}]: show each photo once`,
          })
      }),
    )

  const product = z
    .object({
      order,
      shown,
      primaryTitle: text,
      secondaryTitle: noted(text.optional(), { doc: "The card's brand line." }),
      // The card's text, and the description of the line's page in search results.
      description: metaDescription,
      image: image().optional(),
      imageAlt: text.optional(),
      contactUsMessage: text,
      brands: noted(list(shared(text)), {
        doc: "The brands the line carries, named by file name in content/brands/.",
        links: "brands",
      }),
      overview: list(text).min(1, "needs at least one paragraph"),
      supplies: list(z.object({ title: text, text }).strict()).min(1, "needs at least one item"),
      uses: list(text).min(1, "needs at least one use"),
      keyFigures: list(z.object({ label: text, value: text }).strict())
        .max(4, "should have at most 4 figures, to fit in one row")
        .optional(),
      photos: noted(photos.optional(), { doc: "Photos of the company's work in the line, in the order shown." }),
      // A power line (UPS, inverters, batteries) links to the backup sizing helper.
      linksToSizingHelper: noted(
        z.boolean({ invalid_type_error: "should be true or false, without quotes" }).optional(),
        { doc: "Whether the line's page links to the backup sizing helper." },
      ),
    })
    .strict()
    .superRefine((p, ctx) => {
      if (p.image && !p.imageAlt)
        ctx.addIssue({
          code: "custom",
          path: ["imageAlt"],
          message: "is required when there is an image: describe it for people who cannot see it",
        })
    })

  const brand = z
    .object({
      order,
      shown,
      title: shared(text),
      logo: image(LOGO_EXTENSIONS),
      // The first paragraph is also the description of the brand's page in search results.
      about: list(text)
        .min(1, "needs at least one paragraph")
        .superRefine(([first], ctx) => {
          const fit = metaDescription.safeParse(first)
          if (!fit.success) for (const issue of fit.error.issues) ctx.addIssue({ ...issue, path: [0] })
        }),
      standing: noted(text.optional(), {
        doc: "The company's standing with the brand, such as an authorised partnership.",
      }),
      photos: noted(photos.optional(), {
        doc: "Photos of the brand's products at the company's clients, in the order shown.",
      }),
    })
    .strict()

  const teamMember = z
    .object({ order, shown, title: text, name: shared(text), description: text, image: image(), imageAlt: text })
    .strict()

  return { product, brand, teamMember }
}
