import ContactPage from "../../../pages/contact"
import { ContactBlock } from "../../../components/sections/contact-block"
import { pathInLanguage } from "../../../lib/languages"
import type { PreviewProps } from "../decap"
import { editedFields, overlayEntry, previewLanguage } from "./entry-overlay"
import { publishedPage, publishedSiteContent, usePublished } from "./published"
import { pageProps, PreviewPage } from "./preview-page"

const CONTACT_PATH = "/contact"

const loadPublished = async (path: string) => {
  const [contact, site] = await Promise.all([publishedPage<Queries.ContactPageQuery>(path), publishedSiteContent()])
  return { contact, site }
}

/**
 * The site file (content/site.json): the header, the footer and the contact details it sets, on the
 * Contact page with the call to action every other page ends with, in the language of the form.
 */
export function SitePreview(props: PreviewProps) {
  const language = previewLanguage(props)
  const path = pathInLanguage(CONTACT_PATH, language)
  const published = usePublished(loadPublished, path)
  if (!published) return null
  const context = { getAsset: props.getAsset, linked: () => undefined, language }
  const { nodes } = published.site.allSiteJson
  const shown = nodes.find(node => node.language === language)
  const edited = overlayEntry(shown, editedFields(props), props.fields, context)
  const allSiteJson = { nodes: nodes.map(node => (node === shown ? edited! : node)) }
  return (
    <PreviewPage site={{ ...published.site, allSiteJson }} pathname={path}>
      <ContactPage {...pageProps(published.contact)} />
      <ContactBlock />
    </PreviewPage>
  )
}
