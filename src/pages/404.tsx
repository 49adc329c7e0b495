import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { NotFound } from "../components/sections/not-found"

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return <NotFound copy={data.pagesJson!.notFound} />
}

export const Head = ({ data, location }: HeadProps<Queries.NotFoundPageQuery>) => (
  <Seo
    title={data.pagesJson!.notFound.title}
    description={data.pagesJson!.notFound.description}
    pathname={location.pathname}
    noindex
  />
)

export const query = graphql`
  query NotFoundPage {
    pagesJson {
      notFound {
        title
        description
        ...NotFound
      }
    }
  }
`
