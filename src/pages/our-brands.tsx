import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Seo } from "../components/seo"
import { PageBanner } from "../components/ui/page-banner"
import { BrandGrid } from "../components/sections/brand-grid"
import { ContactBlock } from "../components/sections/contact-block"

export default function BrandsPage({ data }: PageProps<Queries.BrandsPageQuery>) {
  const page = data.pagesJson!.brands
  return (
    <>
      <PageBanner
        title={page.title}
        intro={page.intro}
        image={page.banner.childImageSharp?.gatsbyImageData as IGatsbyImageData}
      />
      <BrandGrid brands={data.allBrandsJson.nodes} />
      <ContactBlock />
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.BrandsPageQuery>) => (
  <Seo
    title={data.pagesJson!.brands.title}
    description={data.pagesJson!.brands.description}
    pathname={location.pathname}
  />
)

export const query = graphql`
  query BrandsPage($language: String!) {
    pagesJson(language: { eq: $language }) {
      brands {
        title
        description
        intro
        banner {
          ...BannerImage
        }
      }
    }
    allBrandsJson(filter: { shown: { eq: true }, language: { eq: $language } }, sort: { order: ASC }) {
      ...BrandGrid
    }
  }
`
