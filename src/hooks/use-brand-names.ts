import { useSiteContent } from "./use-site"

/** The names of the brands the company sells, in the order of the brands page. */
export function useBrandNames(): string[] {
  return useSiteContent().allBrandsJson.nodes.map(brand => brand.title)
}
