import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PageBanner } from "../components/ui/page-banner"
import { ContactBlock } from "../components/sections/contact-block"
import { SizingHelper } from "../sizing/sizing-helper"
import { TypicalSetups } from "../sizing/typical-setups"

export default function BackupSizingPage({ data }: PageProps<Queries.BackupSizingPageQuery>) {
  const sizing = data.backupSizingJson!
  return (
    <>
      <PageBanner title={sizing.title} intro={sizing.intro} />
      <SizingHelper words={sizing} />
      <TypicalSetups words={sizing} setups={sizing.setups} />
      <ContactBlock />
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.BackupSizingPageQuery>) => (
  <Seo
    title={data.backupSizingJson!.title}
    description={data.backupSizingJson!.description}
    pathname={location.pathname}
  />
)

export const query = graphql`
  query BackupSizingPage($language: String!) {
    backupSizingJson(language: { eq: $language }) {
      title
      description
      intro
      ...SizingWords
      setups {
        ...TypicalSetups
      }
    }
  }
`
