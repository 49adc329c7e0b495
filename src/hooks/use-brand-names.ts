import { graphql, useStaticQuery } from "gatsby"

/** The names of the brands the company sells, in the order of the brands page. */
export function useBrandNames(): string[] {
  const { allBrandsJson } = useStaticQuery<Queries.BrandNamesQuery>(graphql`
    query BrandNames {
      allBrandsJson(sort: { order: ASC }) {
        nodes {
          title
        }
      }
    }
  `)
  return allBrandsJson.nodes.map(brand => brand.title)
}
