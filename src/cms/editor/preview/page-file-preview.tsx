import type { ComponentType } from "react"
import type { PageProps } from "gatsby"
import type { PreviewProps } from "../decap"
import { editedFields, overlayEntry } from "./entry-overlay"
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
  const loadPublished = async () => {
    const [page, brands, site] = await Promise.all([
      publishedPage<Data>(pagePath),
      publishedBrands(),
      publishedSiteContent(),
    ])
    return { page, brands, site }
  }
  return function PageFilePreview(props: PreviewProps) {
    const published = usePublished(loadPublished, pagePath)
    if (!published) return null
    const context = { getAsset: props.getAsset, linked: brandLinks(published.brands) }
    const data = {
      ...published.page,
      [key]: overlayEntry(published.page[key], editedFields(props), props.fields, context),
    }
    return (
      <PreviewPage site={published.site} pathname={pagePath}>
        <Page {...pageProps(data)} />
      </PreviewPage>
    )
  }
}
