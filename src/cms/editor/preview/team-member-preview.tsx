import TeamPage from "../../../pages/our-team"
import type { PreviewProps } from "../decap"
import { pathInLanguage } from "../../../lib/languages"
import { editedFields, entrySlug, overlayEntry, previewLanguage } from "./entry-overlay"
import { publishedPage, publishedSiteContent, usePublished } from "./published"
import { pageProps, PreviewPage } from "./preview-page"

const TEAM_PATH = "/our-team"

const loadPublished = async (path: string) => {
  const [page, site] = await Promise.all([publishedPage<Queries.TeamPageQuery>(path), publishedSiteContent()])
  return { page, site }
}

/** A team member as their card on Our Team, placed among the others by its place on the page. */
export function TeamMemberPreview(props: PreviewProps) {
  const language = previewLanguage(props)
  const path = pathInLanguage(TEAM_PATH, language)
  const published = usePublished(loadPublished, path)
  if (!published) return null
  const slug = entrySlug(props)
  const nodes = published.page.allTeamJson.nodes
  const others = nodes.filter(member => member.fields.slug !== slug)
  const context = { getAsset: props.getAsset, linked: () => undefined, language }
  const shape = nodes.find(member => member.fields.slug === slug) ?? nodes[0]
  const member = { ...overlayEntry(shape, editedFields(props), props.fields, context), fields: { slug } }
  const members = [...others, member].sort((a, b) => a.order - b.order)
  const data = { ...published.page, allTeamJson: { nodes: members } }
  return (
    <PreviewPage site={published.site} pathname={path}>
      <TeamPage {...pageProps(data)} />
    </PreviewPage>
  )
}
