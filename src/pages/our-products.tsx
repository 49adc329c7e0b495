import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Seo } from "../components/seo"
import { PageBanner } from "../components/ui/page-banner"
import { ProductGrid } from "../components/sections/product-grid"
import { ContactBlock } from "../components/sections/contact-block"
import { ProductCatalogJsonLd } from "../components/structured-data/product-catalog-json-ld"

export default function ProductsPage({ data }: PageProps<Queries.ProductsPageQuery>) {
  const page = data.pagesJson!.products
  return (
    <>
      <PageBanner
        title={page.title}
        intro={page.intro}
        image={page.banner.childImageSharp?.gatsbyImageData as IGatsbyImageData}
      />
      <ProductGrid
        products={data.allProductsJson.nodes}
        contactLabel={page.contactLabel}
        contactContext={page.contactContext}
      />
      <ContactBlock />
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.ProductsPageQuery>) => {
  const page = data.pagesJson!.products
  return (
    <Seo title={page.title} description={page.description} pathname={location.pathname}>
      <ProductCatalogJsonLd
        name={page.title}
        description={page.description}
        pathname={location.pathname}
        products={data.allProductsJson.nodes}
      />
    </Seo>
  )
}

export const query = graphql`
  query ProductsPage($language: String!) {
    pagesJson(language: { eq: $language }) {
      products {
        title
        description
        intro
        contactLabel
        contactContext
        banner {
          ...BannerImage
        }
      }
    }
    allProductsJson(filter: { shown: { eq: true }, language: { eq: $language } }, sort: { order: ASC }) {
      ...ProductGrid
      # For the editor's preview of a line's page, which ranks its related lines as the build does.
      nodes {
        order
        brands {
          fields {
            slug
          }
        }
      }
    }
  }
`
