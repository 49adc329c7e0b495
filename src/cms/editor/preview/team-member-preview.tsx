import TeamPage from "../../../pages/our-team"
import type { PreviewProps } from "../decap"
import { editedFields, entrySlug, overlayEntry } from "./entry-overlay"
import { publishedPage, publishedSiteContent, usePublished } from "./published"
import { pageProps, PreviewPage } from "./preview-page"

const TEAM_PATH = "/our-team"

const loadPublished = async () => {
  const [page, site] = await Promise.all([publishedPage<Queries.TeamPageQuery>(TEAM_PATH), publishedSiteContent()])
  return { page, site }
}

/** A team member as their card on Our Team, placed among the others by its place on the page. */
export function TeamMemberPreview(props: PreviewProps) {
  const published = usePublished(loadPublished, TEAM_PATH)
  if (!published) return null
  const slug = entrySlug(props)
  const nodes = published.page.allTeamJson.nodes
  const others = nodes.filter(member => member.fields.slug !== slug)
  const context = { getAsset: props.getAsset, linked: () => undefined }
  const shape = nodes.find(member => member.fields.slug === slug) ?? nodes[0]
  const member = { ...overlayEntry(shape, editedFields(props), props.fields, context), fields: { slug } }
  const members = [...others, member].sort((a, b) => a.order - b.order)
  const data = { ...published.page, allTeamJson: { nodes: members } }
  return (
    <PreviewPage site={published.site} pathname={TEAM_PATH}>
      <TeamPage {...pageProps(data)} />
    </PreviewPage>
  )
}
