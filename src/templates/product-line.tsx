import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { BrandGrid } from "../components/sections/brand-grid"
import { ContactBlock } from "../components/sections/contact-block"
import { PhotoGallery } from "../components/sections/photo-gallery"
import { ProductLineHero } from "../components/sections/product-line-hero"
import { ProductLineOverview } from "../components/sections/product-line-overview"
import { ProductLineSupplies } from "../components/sections/product-line-supplies"
import { ProductLineUses } from "../components/sections/product-line-uses"
import { RelatedLines } from "../components/sections/related-lines"
import { ProductLineJsonLd } from "../components/structured-data/product-line-json-ld"
import { PRODUCTS_PATH, SERVICE_PATH, serviceRequestPath } from "../lib/catalogue-paths"
import { SizingLink } from "../sizing/sizing-link"

/** The page of one product line, /our-products/<file name>: made for each file in content/products/ (gatsby-node.ts). */
export default function ProductLinePage({ data }: PageProps<Queries.ProductLinePageQuery>) {
  const { related } = data
  const line = data.productsJson!
  const { products, productLine: labels, photoViewer } = data.pagesJson!
  const photos = line.photos ?? []
  const service = data.serviceJson!
  const serviced = service.lines.some(({ line: named }) => named === line.fields.slug)
  // The sections after the uses alternate their background, starting tinted.
  const following = [photos.length > 0 && "photos", line.brands.length > 0 && "brands", "related"].filter(Boolean)
  const tone = (section: string) => (following.indexOf(section) % 2 === 0 ? "tint" : "light")
  return (
    <>
      <ProductLineHero
        line={line}
        parents={[{ name: products.title, path: PRODUCTS_PATH }]}
        contactLabel={products.contactLabel}
        contactContext={products.contactContext}
        service={{
          question: service.linkTitle,
          label: service.linkLabel,
          to: serviced ? serviceRequestPath(line.fields.slug) : SERVICE_PATH,
        }}
      />
      <ProductLineOverview line={line} title={labels.overviewTitle} keyFiguresTitle={labels.keyFiguresTitle} />
      {line.linksToSizingHelper && <SizingLink link={data.backupSizingJson!} />}
      <ProductLineSupplies line={line} title={labels.suppliesTitle} />
      <ProductLineUses line={line} title={labels.usesTitle} />
      {photos.length > 0 && (
        <PhotoGallery title={labels.galleryTitle} photos={photos} viewerWords={photoViewer} tone={tone("photos")} />
      )}
      {line.brands.length > 0 && (
        <BrandGrid id="brands" title={labels.brandsTitle} brands={line.brands} tone={tone("brands")} />
      )}
      <RelatedLines title={labels.relatedTitle} lines={related} tone={tone("related")} />
      <ContactBlock />
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.ProductLinePageQuery>) => {
  const line = data.productsJson!
  const { products, productLine: labels } = data.pagesJson!
  return (
    <Seo
      title={line.primaryTitle}
      description={line.description}
      pathname={location.pathname}
      breadcrumbParents={[{ name: products.title, path: PRODUCTS_PATH }]}
    >
      <ProductLineJsonLd
        line={line}
        related={data.related}
        imagePath={line.image?.childImageSharp?.gatsbyImageData.images.fallback?.src}
        photos={line.photos ?? []}
        catalogName={labels.suppliesTitle}
      />
    </Seo>
  )
}

export const query = graphql`
  query ProductLinePage($slug: String!, $related: [String!]!, $language: String!) {
    productsJson(fields: { slug: { eq: $slug } }, language: { eq: $language }) {
      ...ProductLineHero
      ...ProductLineOverview
      ...ProductLineSupplies
      ...ProductLineUses
      ...ProductLineJsonLd
      brands {
        ...BrandLogo
      }
      photos {
        ...PhotoGalleryPhoto
      }
      linksToSizingHelper
    }
    backupSizingJson(language: { eq: $language }) {
      ...SizingLink
    }
    serviceJson(language: { eq: $language }) {
      linkTitle
      linkLabel
      lines {
        line
      }
    }
    related: productLines(slugs: $related, language: $language) {
      ...RelatedLine
      ...RelatedProductLineJsonLd
    }
    pagesJson(language: { eq: $language }) {
      products {
        title
        contactLabel
        contactContext
      }
      productLine {
        overviewTitle
        keyFiguresTitle
        suppliesTitle
        usesTitle
        brandsTitle
        relatedTitle
        galleryTitle
      }
      photoViewer {
        ...PhotoViewerWords
      }
    }
  }
`
