import { z } from "zod"
import { imageFieldFor, LOGO_EXTENSIONS, order, text, type ImageCheck } from "./content-fields"

/** The schemas of the folders of content/ that hold one entry per file: products, brands, team. */
export function collectionSchemasFor(checkImage: ImageCheck) {
  const image = imageFieldFor(checkImage)

  const product = z
    .object({
      order,
      primaryTitle: text,
      secondaryTitle: text.optional(),
      description: text.optional(),
      image: image().optional(),
      imageAlt: text.optional(),
      contactUsMessage: text,
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

  const brand = z.object({ order, title: text, logo: image(LOGO_EXTENSIONS) }).strict()

  const teamMember = z
    .object({ order, title: text, name: text, description: text, image: image(), imageAlt: text })
    .strict()

  return { product, brand, teamMember }
}
