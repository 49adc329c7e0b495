import { useEffect, useState } from "react"
import { BRANDS_PATH, PRODUCTS_PATH } from "../../../lib/catalogue-paths"
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from "../../../lib/languages"

/**
 * The published site's data, as its build wrote it for the browser (public/page-data/): each page's
 * query result, and the site-wide static query. A preview lays the entry being edited over it, so
 * what other files hold (a line's brands, the contact block) is as published.
 */

const requests = new Map<string, Promise<unknown>>()

/** A file of the build, fetched once while the editor is open: the published site does not change meanwhile. */
function builtJson<T>(url: string): Promise<T> {
  let request = requests.get(url)
  if (!request) {
    request = fetch(url).then(response =>
      response.ok ? response.json() : Promise.reject(new Error(`${url} answered ${response.status}`)),
    )
    requests.set(url, request)
  }
  return request as Promise<T>
}

interface PageDataFile<Data> {
  result: { data: Data }
  staticQueryHashes: string[]
}

const pageDataUrl = (pagePath: string) => `/page-data/${pagePath === "/" ? "index" : pagePath.slice(1)}/page-data.json`

/** A page's query result as published (Queries.<Page>Query). */
export const publishedPage = <Data>(pagePath: string) =>
  builtJson<PageDataFile<Data>>(pageDataUrl(pagePath)).then(file => file.result.data)

/** The site-wide query of use-site.ts as published: the one static query, which every page names. */
export const publishedSiteContent = () =>
  builtJson<PageDataFile<unknown>>(pageDataUrl("/"))
    .then(file => builtJson<{ data: Queries.SiteContentQuery }>(`/page-data/sq/d/${file.staticQueryHashes[0]}.json`))
    .then(file => file.data)

export const publishedProductLines = (language: Language = DEFAULT_LANGUAGE) =>
  publishedPage<Queries.ProductsPageQuery>(pathInLanguage(PRODUCTS_PATH, language))
export const publishedBrands = (language: Language = DEFAULT_LANGUAGE) =>
  publishedPage<Queries.BrandsPageQuery>(pathInLanguage(BRANDS_PATH, language))

/** Every product line and brand as their lists publish them in a language, and the site-wide query. */
export async function publishedCatalogue(language: Language) {
  const [lines, brands, site] = await Promise.all([
    publishedProductLines(language),
    publishedBrands(language),
    publishedSiteContent(),
  ])
  return { lines, brands, site }
}

/**
 * What `load(key)` resolves to, once it has (undefined while it loads). `load` is a function of the
 * module, not made anew at each render: the preview renders at every keystroke.
 */
export function usePublished<T>(load: (key: string) => Promise<T>, key: string): T | undefined {
  const [loaded, setLoaded] = useState<{ key: string; value: T }>()
  useEffect(() => {
    let current = true
    void load(key).then(value => current && setLoaded({ key, value }))
    return () => {
      current = false
    }
  }, [load, key])
  return loaded?.key === key ? loaded.value : undefined
}
