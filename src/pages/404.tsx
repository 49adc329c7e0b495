import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { NotFound } from "../components/sections/not-found"

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return <NotFound copy={data.pagesJson!.notFound} />
}

// A fixed path: the page answers every unknown address, and its share image must not follow them.
export const Head = ({ data }: HeadProps<Queries.NotFoundPageQuery>) => (
  <Seo
    title={data.pagesJson!.notFound.title}
    description={data.pagesJson!.notFound.description}
    pathname="/404"
    noindex
  />
)

export const query = graphql`
  query NotFoundPage($language: String!) {
    pagesJson(language: { eq: $language }) {
      notFound {
        title
        description
        ...NotFound
      }
    }
  }
`
