import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Seo } from "../components/seo"
import { PageBanner } from "../components/ui/page-banner"
import { ContactSection } from "../enquiry/contact-section"
import { ServiceLink } from "../service/service-link"

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const contact = data.contactJson!
  return (
    <>
      <PageBanner
        title={contact.title}
        intro={contact.intro}
        image={contact.banner.childImageSharp?.gatsbyImageData as IGatsbyImageData}
      />
      <ContactSection contact={contact} />
      <ServiceLink link={data.serviceJson!} />
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.ContactPageQuery>) => (
  <Seo title={data.contactJson!.title} description={data.contactJson!.description} pathname={location.pathname} />
)

export const query = graphql`
  query ContactPage($language: String!) {
    contactJson(language: { eq: $language }) {
      title
      description
      intro
      banner {
        ...BannerImage
      }
      ...ContactSection
    }
    serviceJson(language: { eq: $language }) {
      ...ServiceLink
    }
  }
`
