import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { BrandHero } from "../components/sections/brand-hero"
import { ContactBlock } from "../components/sections/contact-block"
import { PhotoGallery } from "../components/sections/photo-gallery"
import { ProductGrid } from "../components/sections/product-grid"
import { BrandJsonLd } from "../components/structured-data/brand-json-ld"
import { withBrandName } from "../lib/brand-text"
import { BRANDS_PATH } from "../lib/catalogue-paths"

/** The page of one brand, /our-brands/<file name>: made for each file in content/brands/ (gatsby-node.ts). */
export default function BrandPage({ data }: PageProps<Queries.BrandPageQuery>) {
  const { lines } = data
  const brand = data.brandsJson!
  const { brands, products, brand: labels, photoViewer } = data.pagesJson!
  const photos = brand.photos ?? []
  return (
    <>
      <BrandHero
        brand={brand}
        parents={[{ name: brands.title, path: BRANDS_PATH }]}
        enquiryLabel={labels.enquiryLabel}
        enquiryMessage={labels.enquiryMessage}
      />
      {lines.length > 0 && (
        <ProductGrid
          id="products"
          title={withBrandName(labels.productsTitle, brand.title)}
          products={lines}
          contactLabel={products.contactLabel}
          contactContext={products.contactContext}
        />
      )}
      {photos.length > 0 && (
        <PhotoGallery
          title={withBrandName(labels.galleryTitle, brand.title)}
          photos={photos}
          viewerWords={photoViewer}
          tone="tint"
        />
      )}
      <ContactBlock />
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.BrandPageQuery>) => {
  const brand = data.brandsJson!
  return (
    <Seo
      title={brand.title}
      description={brand.about[0]}
      pathname={location.pathname}
      breadcrumbParents={[{ name: data.pagesJson!.brands.title, path: BRANDS_PATH }]}
    >
      <BrandJsonLd brand={brand} photos={brand.photos ?? []} />
    </Seo>
  )
}

export const query = graphql`
  query BrandPage($slug: String!, $lines: [String!]!, $language: String!) {
    brandsJson(fields: { slug: { eq: $slug } }, language: { eq: $language }) {
      ...BrandHero
      ...BrandJsonLd
      photos {
        ...PhotoGalleryPhoto
      }
    }
    lines: productLines(slugs: $lines, language: $language) {
      ...ProductCard
    }
    pagesJson(language: { eq: $language }) {
      brands {
        title
      }
      products {
        contactLabel
        contactContext
      }
      brand {
        productsTitle
        enquiryLabel
        enquiryMessage
        galleryTitle
      }
      photoViewer {
        ...PhotoViewerWords
      }
    }
  }
`
