import ProductLinePage from "../../../templates/product-line"
import { productLinePath } from "../../../lib/catalogue-paths"
import { relatedProductLines } from "../../../lib/related-product-lines"
import type { PreviewProps } from "../decap"
import { editedFields, entrySlug, overlayEntry } from "./entry-overlay"
import { overlayPhotos } from "./gallery-overlay"
import { brandLinks, rankedProductLines } from "./published-catalogue"
import { publishedBrands, publishedPage, publishedProductLines, publishedSiteContent, usePublished } from "./published"
import { pageProps, PreviewPage } from "./preview-page"

async function loadPublished(slug: string) {
  const [lines, brands, site] = await Promise.all([publishedProductLines(), publishedBrands(), publishedSiteContent()])
  const nodes = lines.allProductsJson.nodes
  // A line not published yet takes its page's shape and section headings from the first line's page.
  const shape = nodes.some(line => line.fields.slug === slug) ? slug : nodes[0].fields.slug
  const page = await publishedPage<Queries.ProductLinePageQuery>(productLinePath(shape))
  return { lines, brands, site, page }
}

/** A product line as its page, /our-products/<file name>, with its brands and related lines as published. */
export function ProductLinePreview(props: PreviewProps) {
  const slug = entrySlug(props)
  const published = usePublished(loadPublished, slug)
  if (!published) return null
  const edited = editedFields(props)
  const context = { getAsset: props.getAsset, linked: brandLinks(published.brands) }
  const publishedLine = published.page.productsJson!
  const line = {
    ...overlayEntry(publishedLine, edited, props.fields, context),
    photos: overlayPhotos(publishedLine.photos, edited, props.fields, context),
  }
  // Ranked as the build ranks them, with this line's brands and place as the form has them.
  const related = relatedProductLines(
    {
      ...line,
      fields: { slug },
      id: slug,
      order: Number(edited.order),
      brands: (edited.brands as string[] | undefined) ?? [],
    },
    rankedProductLines(published.lines),
  )
  const data = { ...published.page, productsJson: { ...line, fields: { slug } }, related }
  return (
    <PreviewPage site={published.site} pathname={productLinePath(slug)}>
      <ProductLinePage {...pageProps(data)} />
    </PreviewPage>
  )
}
