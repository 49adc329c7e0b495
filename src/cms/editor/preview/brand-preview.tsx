import BrandPage from "../../../templates/brand"
import { brandPath } from "../../../lib/catalogue-paths"
import { productLinesCarrying } from "../../../lib/related-product-lines"
import type { PreviewProps } from "../decap"
import { pathInLanguage, type Language } from "../../../lib/languages"
import { editedFields, entrySlug, overlayEntry, previewLanguage } from "./entry-overlay"
import { overlayPhotos } from "./gallery-overlay"
import { rankedProductLines } from "./published-catalogue"
import { publishedCatalogue, publishedPage, usePublished } from "./published"
import { pageProps, PreviewPage } from "./preview-page"

async function loadPublished(key: string) {
  const [language, slug] = key.split(" ") as [Language, string]
  const { lines, brands, site } = await publishedCatalogue(language)
  const nodes = brands.allBrandsJson.nodes
  // A brand not published yet takes its page's shape and headings from the first brand's page.
  const shape = nodes.some(brand => brand.fields.slug === slug) ? slug : nodes[0].fields.slug
  const page = await publishedPage<Queries.BrandPageQuery>(pathInLanguage(brandPath(shape), language))
  return { lines, site, page }
}

/** A brand as its page, /our-brands/<file name>, with the product lines that name it as published. */
export function BrandPreview(props: PreviewProps) {
  const slug = entrySlug(props)
  const language = previewLanguage(props)
  const published = usePublished(loadPublished, `${language} ${slug}`)
  if (!published) return null
  const context = { getAsset: props.getAsset, linked: () => undefined, language }
  const edited = editedFields(props)
  const publishedBrand = published.page.brandsJson!
  const brand = {
    ...overlayEntry(publishedBrand, edited, props.fields, context),
    photos: overlayPhotos(publishedBrand.photos, edited, props.fields, context),
  }
  const lines = productLinesCarrying(slug, rankedProductLines(published.lines))
  const data = { ...published.page, brandsJson: { ...brand, fields: { slug } }, lines }
  return (
    <PreviewPage site={published.site} pathname={pathInLanguage(brandPath(slug), language)}>
      <BrandPage {...pageProps(data)} />
    </PreviewPage>
  )
}
