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

/** What a page's query reads of content/pages.json: its language's entry, or every language's (the not-found page). */
type PageTexts = { pagesJson: object | null } | { allPagesJson: { nodes: { language: string }[] } }

/** A page whose query reads content/pages.json. */
interface PageWithTexts {
  path: string
  Page: ComponentType<PageProps<PageTexts>>
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
  // The not-found page is built once with every language's words (src/pages/404.tsx): its English data.
  const dataPath = (path: string) => (path.endsWith("/404") ? "/404" : path)
  const data = await Promise.all(inLanguage.map(({ path }) => publishedPage<PageTexts>(dataPath(path))))
  return { site, pages: inLanguage.map((page, index) => ({ ...page, data: data[index] })) }
}

/** The page texts (content/pages.json): the banners and headings they set, on each page where they appear. */
export function PageTextsPreview(props: PreviewProps) {
  const language = previewLanguage(props)
  const published = usePublished(loadPublished, language)
  if (!published) return null
  const context = { getAsset: props.getAsset, linked: () => undefined, language }
  const edited = editedFields(props)
  const overlay = <T,>(texts: T) => overlayEntry(texts, edited, props.fields, context)
  const withEdits = (data: PageTexts): PageTexts =>
    "allPagesJson" in data
      ? {
          allPagesJson: {
            nodes: data.allPagesJson.nodes.map(node => (node.language === language ? overlay(node) : node)),
          },
        }
      : { ...data, pagesJson: overlay(data.pagesJson) }
  return published.pages.map(({ path, Page, data }) => (
    <PreviewPage key={path} site={published.site} pathname={path}>
      <Page {...pageProps(withEdits(data), path)} />
    </PreviewPage>
  ))
}
