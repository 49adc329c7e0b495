import ContactPage from "../../../pages/contact"
import { ContactBlock } from "../../../components/sections/contact-block"
import { DEFAULT_LANGUAGE } from "../../../lib/languages"
import type { PreviewProps } from "../decap"
import { editedFields, overlayEntry } from "./entry-overlay"
import { publishedPage, publishedSiteContent, usePublished } from "./published"
import { pageProps, PreviewPage } from "./preview-page"

const CONTACT_PATH = "/contact"

const loadPublished = async () => {
  const [contact, site] = await Promise.all([
    publishedPage<Queries.ContactPageQuery>(CONTACT_PATH),
    publishedSiteContent(),
  ])
  return { contact, site }
}

/**
 * The site file (content/site.json): the header, the footer and the contact details it sets, on the
 * Contact page with the call to action every other page ends with.
 */
export function SitePreview(props: PreviewProps) {
  const published = usePublished(loadPublished, CONTACT_PATH)
  if (!published) return null
  const context = { getAsset: props.getAsset, linked: () => undefined }
  const { nodes } = published.site.allSiteJson
  const english = nodes.find(node => node.language === DEFAULT_LANGUAGE)
  const edited = overlayEntry(english, editedFields(props), props.fields, context)
  const allSiteJson = { nodes: nodes.map(node => (node === english ? edited! : node)) }
  return (
    <PreviewPage site={{ ...published.site, allSiteJson }} pathname={CONTACT_PATH}>
      <ContactPage {...pageProps(published.contact)} />
      <ContactBlock />
    </PreviewPage>
  )
}
