import { graphql } from "gatsby"
import { TeamMemberCard } from "../ui/team-member-card"
import * as styles from "./team-list.module.css"

export interface TeamListProps {
  members: readonly Queries.TeamMemberCardFragment[]
}

/** The team, one card each, images alternating left and right from 768 px up. */
export function TeamList({ members }: TeamListProps) {
  return (
    <section className={styles.team}>
      <ul className={styles.list}>
        {members.map((member, index) => (
          <li key={member.name}>
            <TeamMemberCard member={member} imageRight={index % 2 === 1} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export const query = graphql`
  fragment TeamList on TeamJsonConnection {
    nodes {
      ...TeamMemberCard
    }
  }
`
