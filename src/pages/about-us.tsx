import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Seo } from "../components/seo"
import { PageBanner } from "../components/ui/page-banner"
import { AboutStory } from "../components/sections/about-story"
import { ContactBlock } from "../components/sections/contact-block"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const about = data.aboutJson!
  return (
    <>
      <PageBanner
        title={about.title}
        intro={about.intro}
        image={about.banner.childImageSharp?.gatsbyImageData as IGatsbyImageData}
      />
      <AboutStory about={about} />
      <ContactBlock />
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.AboutPageQuery>) => (
  <Seo title={data.aboutJson!.title} description={data.aboutJson!.description} pathname={location.pathname} />
)

export const query = graphql`
  query AboutPage($language: String!) {
    aboutJson(language: { eq: $language }) {
      title
      description
      intro
      banner {
        ...BannerImage
      }
      ...AboutStory
    }
  }
`
