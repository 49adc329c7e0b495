import type { ComponentType } from "react"
import type { PageProps } from "gatsby"
import type { PreviewProps } from "../decap"
import { languageOfPath, pathInLanguage } from "../../../lib/languages"
import { editedFields, overlayEntry, previewLanguage } from "./entry-overlay"
import { publishedBrands, publishedPage, publishedSiteContent, usePublished } from "./published"
import { brandLinks } from "./published-catalogue"
import { pageProps, PreviewPage } from "./preview-page"

/**
 * The preview of a file that is one page (home.json, about.json, contact.json): that page, its
 * query's `key` (homeJson…) from the form and the rest as published.
 */
export function pageFilePreview<Data extends object>(
  pagePath: string,
  Page: ComponentType<PageProps<Data>>,
  key: keyof Data,
): ComponentType<PreviewProps> {
  const loadPublished = async (path: string) => {
    const [page, brands, site] = await Promise.all([
      publishedPage<Data>(path),
      publishedBrands(languageOfPath(path)),
      publishedSiteContent(),
    ])
    return { page, brands, site }
  }
  return function PageFilePreview(props: PreviewProps) {
    const language = previewLanguage(props)
    const path = pathInLanguage(pagePath, language)
    const published = usePublished(loadPublished, path)
    if (!published) return null
    const context = { getAsset: props.getAsset, linked: brandLinks(published.brands), language }
    const data = {
      ...published.page,
      [key]: overlayEntry(published.page[key], editedFields(props), props.fields, context),
    }
    return (
      <PreviewPage site={published.site} pathname={path}>
        <Page {...pageProps(data)} />
      </PreviewPage>
    )
  }
}
