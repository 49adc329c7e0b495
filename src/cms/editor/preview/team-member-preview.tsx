import { TeamList } from "../../../components/sections/team-list"
import type { PreviewProps } from "../decap"
import { teamMemberCardOf } from "./entry-fragments"

/** A team member as their card on Our Team. */
export function TeamMemberPreview(props: PreviewProps) {
  return <TeamList members={[teamMemberCardOf(props)]} />
}
