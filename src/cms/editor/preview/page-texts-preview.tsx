import type { ComponentType } from "react"
import type { PageProps } from "gatsby"
import NotFoundPage from "../../../pages/404"
import BrandsPage from "../../../pages/our-brands"
import ProductsPage from "../../../pages/our-products"
import TeamPage from "../../../pages/our-team"
import BrandPage from "../../../templates/brand"
import ProductLinePage from "../../../templates/product-line"
import { BRANDS_PATH, brandPath, PRODUCTS_PATH, productLinePath } from "../../../lib/catalogue-paths"
import type { PreviewProps } from "../decap"
import { pathInLanguage, type Language } from "../../../lib/languages"
import { editedFields, overlayEntry, previewLanguage } from "./entry-overlay"
import { publishedCatalogue, publishedPage, usePublished } from "./published"
import { pageProps, PreviewPage } from "./preview-page"

/** A page whose query reads content/pages.json. */
interface PageWithTexts {
  path: string
  Page: ComponentType<PageProps<{ pagesJson: object | null }>>
}

async function loadPublished(language: string) {
  const { lines, brands, site } = await publishedCatalogue(language as Language)
  // A product line's page and a brand's page stand for all of theirs: the first of each.
  const pages: PageWithTexts[] = [
    { path: "/our-team", Page: TeamPage },
    { path: BRANDS_PATH, Page: BrandsPage },
    { path: PRODUCTS_PATH, Page: ProductsPage },
    { path: productLinePath(lines.allProductsJson.nodes[0].fields.slug), Page: ProductLinePage },
    { path: brandPath(brands.allBrandsJson.nodes[0].fields.slug), Page: BrandPage },
    { path: "/404", Page: NotFoundPage },
  ] as PageWithTexts[]
  const inLanguage = pages.map(page => ({ ...page, path: pathInLanguage(page.path, language as Language) }))
  const data = await Promise.all(inLanguage.map(({ path }) => publishedPage<{ pagesJson: object | null }>(path)))
  return { site, pages: inLanguage.map((page, index) => ({ ...page, data: data[index] })) }
}

/** The page texts (content/pages.json): the banners and headings they set, on each page where they appear. */
export function PageTextsPreview(props: PreviewProps) {
  const language = previewLanguage(props)
  const published = usePublished(loadPublished, language)
  if (!published) return null
  const context = { getAsset: props.getAsset, linked: () => undefined, language }
  const edited = editedFields(props)
  return published.pages.map(({ path, Page, data }) => (
    <PreviewPage key={path} site={published.site} pathname={path}>
      <Page {...pageProps({ ...data, pagesJson: overlayEntry(data.pagesJson, edited, props.fields, context) })} />
    </PreviewPage>
  ))
}
