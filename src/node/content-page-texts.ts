import { z } from "zod"
import { bannerPageFor, noted, pageCopy, text, type ImageCheck } from "./content-fields"

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
  const bannerPageTexts = noted(z.object(bannerPage).strict(), { typeName: "PagesJsonBannerPage" })
  return z
    .object({
      team: bannerPageTexts,
      brands: bannerPageTexts,
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
      brand: noted(
        z
          .object({
            productsTitle: namingBrand,
            enquiryLabel: namingBrand,
            enquiryMessage: namingBrand,
            galleryTitle: namingBrand,
          })
          .strict(),
        { doc: "Texts of every brand's page, with {brand} where the brand's name goes." },
      ),
      photoViewer: noted(
        z
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
        { doc: "The photo viewer's words; position has {index} and {total} where the numbers go." },
      ),
      notFound: z.object({ ...pageCopy, heading: text, text, linkLabel: text }).strict(),
    })
    .strict()
}
