import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { HomeHero } from "../components/sections/home-hero"
import { FeatureSection } from "../components/sections/feature-section"
import { BrandStrip } from "../components/sections/brand-strip"
import { WhyChooseUs } from "../components/sections/why-choose-us"
import { ContactBlock } from "../components/sections/contact-block"
import { ServiceLink } from "../service/service-link"
import { SizingLink } from "../sizing/sizing-link"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeJson!
  return (
    <>
      <HomeHero hero={home.hero} />
      <FeatureSection id="about" section={home.about} to="/about-us" />
      <BrandStrip strip={home.brandStrip} />
      <FeatureSection id="products" section={home.products} to="/our-products" reversed />
      <SizingLink link={data.backupSizingJson!} />
      <FeatureSection id="service" section={home.service} to="/our-products" tone="tint" />
      <ServiceLink link={data.serviceJson!} />
      <WhyChooseUs why={home.whyChooseUs} />
      <ContactBlock />
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.HomePageQuery>) => (
  <Seo title={data.homeJson!.title} description={data.homeJson!.description} pathname={location.pathname} />
)

export const query = graphql`
  query HomePage($language: String!) {
    homeJson(language: { eq: $language }) {
      title
      description
      hero {
        ...HomeHero
      }
      about {
        ...FeatureSection
      }
      brandStrip {
        ...BrandStrip
      }
      products {
        ...FeatureSection
      }
      service {
        ...FeatureSection
      }
      whyChooseUs {
        ...WhyChooseUs
      }
    }
    backupSizingJson(language: { eq: $language }) {
      ...SizingLink
    }
    serviceJson(language: { eq: $language }) {
      ...ServiceLink
    }
  }
`
