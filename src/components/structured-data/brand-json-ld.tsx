import { graphql } from "gatsby"
import type { Brand, WithContext } from "schema-dts"
import { useSiteUrl } from "../../hooks/use-site-url"
import { brandPath } from "../../lib/catalogue-paths"
import { pageUrl } from "../../lib/page-url"
import { JsonLd } from "./json-ld"
import { photoUrls } from "./photo-urls"

/** The one identifier of a brand, so the product lines that carry it can point at it. */
export function brandId(siteUrl: string, slug: string): string {
  return `${pageUrl(siteUrl, brandPath(slug))}#brand`
}

/** A brand as a schema.org Brand: its name, logo, the summary of its page, and the page. */
export function brandSchema(
  brand: Queries.BrandJsonLdFragment,
  siteUrl: string,
  photos: readonly Queries.PhotoGalleryPhotoFragment[] = [],
): WithContext<Brand> {
  return {
    "@context": "https://schema.org",
    "@type": "Brand",
    "@id": brandId(siteUrl, brand.fields.slug),
    name: brand.title,
    description: brand.about[0],
    url: pageUrl(siteUrl, brandPath(brand.fields.slug)),
    ...(brand.logo.publicURL && { logo: `${siteUrl}${brand.logo.publicURL}` }),
    // Photos of the brand's products at the company's clients, from the page's gallery.
    ...(photos.length > 0 && { image: photoUrls(photos, siteUrl) }),
  }
}

export interface BrandJsonLdProps {
  brand: Queries.BrandJsonLdFragment
  photos?: readonly Queries.PhotoGalleryPhotoFragment[]
}

export function BrandJsonLd({ brand, photos }: BrandJsonLdProps) {
  return <JsonLd data={brandSchema(brand, useSiteUrl(), photos)} />
}

export const query = graphql`
  fragment BrandJsonLd on BrandsJson {
    fields {
      slug
    }
    title
    about
    logo {
      publicURL
    }
  }
`
