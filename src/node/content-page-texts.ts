import { z } from "zod"
import { bannerPageFor, pageCopy, text, type ImageCheck } from "./content-fields"

/** Text for every brand's page, with {brand} where the brand's name goes. */
const namingBrand = text.refine(
  value => value.includes("{brand}"),
  "should contain {brand}, where the brand's name goes",
)

/** The viewer's "3 of 12", with {index} and {total} where the numbers go. */
const photoPosition = text.refine(
  value => value.includes("{index}") && value.includes("{total}"),
  'should contain {index} and {total}, where the numbers go, such as "{index} of {total}"',
)

/**
 * The schema of content/pages.json: the texts of the pages that have no file of their own (the team's,
 * the brands', the products', every product line's and brand's, the photo viewer's and the not-found page's).
 */
export function pageTextsSchemaFor(checkImage: ImageCheck) {
  const bannerPage = bannerPageFor(checkImage)
  return z
    .object({
      team: z.object(bannerPage).strict(),
      brands: z.object(bannerPage).strict(),
      products: z.object({ ...bannerPage, contactLabel: text, contactContext: text }).strict(),
      productLine: z
        .object({
          overviewTitle: text,
          keyFiguresTitle: text,
          suppliesTitle: text,
          usesTitle: text,
          brandsTitle: text,
          relatedTitle: text,
          galleryTitle: text,
        })
        .strict(),
      brand: z
        .object({
          productsTitle: namingBrand,
          enquiryLabel: namingBrand,
          enquiryMessage: namingBrand,
          galleryTitle: namingBrand,
        })
        .strict(),
      photoViewer: z
        .object({
          position: photoPosition,
          previous: text,
          next: text,
          close: text,
          zoom: text,
          failed: text,
          viewer: text,
          photo: text,
        })
        .strict(),
      notFound: z.object({ ...pageCopy, heading: text, text, linkLabel: text }).strict(),
    })
    .strict()
}
