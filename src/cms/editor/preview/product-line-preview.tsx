import ProductLinePage from "../../../templates/product-line"
import { productLinePath } from "../../../lib/catalogue-paths"
import { relatedProductLines } from "../../../lib/related-product-lines"
import type { PreviewProps } from "../decap"
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from "../../../lib/languages"
import { editedFields, entrySlug, overlayEntry, previewLanguage } from "./entry-overlay"
import { overlayPhotos } from "./gallery-overlay"
import { brandLinks, rankedProductLines } from "./published-catalogue"
import { publishedCatalogue, publishedPage, usePublished } from "./published"
import { pageProps, PreviewPage } from "./preview-page"

async function loadPublished(key: string) {
  const [language, slug] = key.split(" ") as [Language, string]
  const { lines, brands, site } = await publishedCatalogue(language)
  const nodes = lines.allProductsJson.nodes
  // A line not published yet takes its page's shape and section headings from the first line's page.
  const shape = nodes.some(line => line.fields.slug === slug) ? slug : nodes[0].fields.slug
  const page = await publishedPage<Queries.ProductLinePageQuery>(pathInLanguage(productLinePath(shape), language))
  return { lines, brands, site, page }
}

/** A product line as its page, /our-products/<file name>, with its brands and related lines as published. */
export function ProductLinePreview(props: PreviewProps) {
  const slug = entrySlug(props)
  const language = previewLanguage(props)
  const published = usePublished(loadPublished, `${language} ${slug}`)
  if (!published) return null
  const edited = editedFields(props)
  const context = { getAsset: props.getAsset, linked: brandLinks(published.brands), language }
  const publishedLine = published.page.productsJson!
  const line = {
    ...overlayEntry(publishedLine, edited, props.fields, context),
    photos: overlayPhotos(publishedLine.photos, edited, props.fields, context),
  }
  // Ranked as the build ranks them, with this line's brands and place as the form has them (the
  // English form: beside it, the words alone, and the lines related as published).
  const related =
    language !== DEFAULT_LANGUAGE
      ? published.page.related
      : relatedProductLines(
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
    <PreviewPage site={published.site} pathname={pathInLanguage(productLinePath(slug), language)}>
      <ProductLinePage {...pageProps(data)} />
    </PreviewPage>
  )
}
