import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { PreviewProps } from "../decap"

/**
 * The entry being edited, in the shape the site's components take from their GraphQL fragments.
 * The build gives them gatsby-plugin-image data; here an image is the one file the editor holds.
 */

function entryData(props: PreviewProps): Record<string, unknown> {
  return props.entry.get("data")?.toJS() ?? {}
}

/** A field's text, or "" while the editor has not filled it in. */
const textOf = (data: Record<string, unknown>, name: string) => (typeof data[name] === "string" ? data[name] : "")

/** The entry's file name, which is its page's address (empty for an entry not yet saved). */
const fieldsOf = (props: PreviewProps) => ({ slug: props.entry.get("slug") ?? "" })

function assetUrl(props: PreviewProps, data: Record<string, unknown>, name: string): string | undefined {
  const path = textOf(data, name)
  if (!path) return undefined
  return props
    .getAsset(
      path,
      props.fields.find(field => field.get("name") === name),
    )
    .toString()
}

/** A transparent pixel: the card keeps its shape while its required image is still missing. */
const NO_IMAGE_YET = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=="

/** One file as gatsby-plugin-image data, in the size the fragment asks for (the page's CSS sets the shape). */
function sharpImage(url: string, width: number, height: number) {
  const gatsbyImageData: IGatsbyImageData = { layout: "constrained", width, height, images: { fallback: { src: url } } }
  return { childImageSharp: { gatsbyImageData } }
}

export function productCardOf(props: PreviewProps): Queries.ProductCardFragment {
  const data = entryData(props)
  const image = assetUrl(props, data, "image")
  return {
    primaryTitle: textOf(data, "primaryTitle"),
    secondaryTitle: textOf(data, "secondaryTitle") || null,
    description: textOf(data, "description"),
    imageAlt: textOf(data, "imageAlt") || null,
    contactUsMessage: textOf(data, "contactUsMessage"),
    fields: fieldsOf(props),
    // ProductCard's fragment: width 400, aspect ratio 4:3.
    image: image ? sharpImage(image, 400, 300) : null,
  }
}

export function teamMemberCardOf(props: PreviewProps): Queries.TeamMemberCardFragment {
  const data = entryData(props)
  const image = assetUrl(props, data, "image")
  return {
    title: textOf(data, "title"),
    name: textOf(data, "name"),
    description: textOf(data, "description"),
    imageAlt: textOf(data, "imageAlt"),
    // TeamMemberCard's fragment: width 360, aspect ratio 4:5. Until a photo is chosen, an empty frame.
    image: sharpImage(image ?? NO_IMAGE_YET, 360, 450),
  }
}

export function brandLogoOf(props: PreviewProps): Queries.BrandLogoFragment {
  const data = entryData(props)
  return {
    title: textOf(data, "title"),
    fields: fieldsOf(props),
    logo: { publicURL: assetUrl(props, data, "logo") ?? null },
  }
}
