import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { NotFound } from "../components/sections/not-found"
import { languageOfPath, pathInLanguage } from "../lib/languages"

/**
 * The not-found screen in the language of the address asked for: the CDN serves /gu/404.html for an
 * unknown address under /gu/ and /404.html for any other, and the browser then draws whichever page
 * Gatsby's own 404.html holds, so both carry every language's words and pick by the address.
 */
const notFoundIn = (data: Queries.NotFoundPageQuery, pathname: string) => {
  const language = languageOfPath(pathname)
  const page = data.allPagesJson.nodes.find(node => node.language === language)
  if (!page) throw new Error(`content/pages.json has no "${language}"`)
  return page.notFound
}

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  return <NotFound copy={notFoundIn(data, location.pathname)} />
}

// A fixed path in each language: the page answers every unknown address, and its share image must not follow them.
export const Head = ({ data, location }: HeadProps<Queries.NotFoundPageQuery>) => {
  const copy = notFoundIn(data, location.pathname)
  return (
    <Seo
      title={copy.title}
      description={copy.description}
      pathname={pathInLanguage("/404", languageOfPath(location.pathname))}
      noindex
    />
  )
}

export const query = graphql`
  query NotFoundPage {
    allPagesJson {
      nodes {
        language
        notFound {
          title
          description
          ...NotFound
        }
      }
    }
  }
`
