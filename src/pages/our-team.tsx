import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Seo } from "../components/seo"
import { PageBanner } from "../components/ui/page-banner"
import { TeamList } from "../components/sections/team-list"
import { ContactBlock } from "../components/sections/contact-block"

export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery>) {
  const page = data.pagesJson!.team
  return (
    <>
      <PageBanner
        title={page.title}
        intro={page.intro}
        image={page.banner.childImageSharp?.gatsbyImageData as IGatsbyImageData}
      />
      <TeamList members={data.allTeamJson.nodes} />
      <ContactBlock />
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.TeamPageQuery>) => (
  <Seo title={data.pagesJson!.team.title} description={data.pagesJson!.team.description} pathname={location.pathname} />
)

export const query = graphql`
  query TeamPage($language: String!) {
    pagesJson(language: { eq: $language }) {
      team {
        title
        description
        intro
        banner {
          ...BannerImage
        }
      }
    }
    allTeamJson(filter: { shown: { eq: true }, language: { eq: $language } }, sort: { order: ASC }) {
      ...TeamList
      # For the editor's preview of a team member, which places their card among the others.
      nodes {
        order
        fields {
          slug
        }
      }
    }
  }
`
