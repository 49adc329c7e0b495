import { BrandGrid } from "../../../components/sections/brand-grid"
import type { PreviewProps } from "../decap"
import { brandLogoOf } from "./entry-fragments"

/** A brand as its tile on Our Brands, in the page's grid. */
export function BrandPreview(props: PreviewProps) {
  return <BrandGrid brands={[brandLogoOf(props)]} />
}
