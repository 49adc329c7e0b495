import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PageBanner } from "../components/ui/page-banner"
import { PrivacyNotice } from "../components/sections/privacy-notice"

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const privacy = data.privacyJson!
  return (
    <>
      <PageBanner title={privacy.title} intro={privacy.intro} />
      <PrivacyNotice notice={privacy} />
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.PrivacyPageQuery>) => (
  <Seo title={data.privacyJson!.title} description={data.privacyJson!.description} pathname={location.pathname} />
)

export const query = graphql`
  query PrivacyPage($language: String!) {
    privacyJson(language: { eq: $language }) {
      title
      description
      intro
      ...PrivacyNotice
    }
  }
`
