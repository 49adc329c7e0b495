import { useLanguage } from "./use-language"
import { useSiteContent } from "./use-site"

/** The names of the brands the company sells, in the order of the brands page. */
export function useBrandNames(): string[] {
  const language = useLanguage()
  return useSiteContent()
    .allBrandsJson.nodes.filter(brand => brand.language === language)
    .map(brand => brand.title)
}
