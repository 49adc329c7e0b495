import { createContext, useContext, type AnchorHTMLAttributes } from "react"

/**
 * What the site's components take from "gatsby", for the preview bundle. A link is a plain link: the
 * preview frame opens links in a new tab (its <base target="_blank">), on the published site. A query
 * is its text, read by Gatsby's build only; the one static query, the site's (use-site.ts), answers
 * with the published data or the site file being edited, whichever the preview provides.
 */
export function Link({ to, children, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  )
}

export const graphql = (strings: TemplateStringsArray) => strings.join("")

export const SiteContentContext = createContext<Queries.SiteContentQuery | undefined>(undefined)

export function useStaticQuery<Data>(query: string): Data {
  const siteContent = useContext(SiteContentContext)
  if (!/query SiteContent\b/.test(query)) throw new Error(`The preview knows no static query but SiteContent: ${query}`)
  if (!siteContent) throw new Error("A preview drew the site before its content had loaded")
  return siteContent as Data
}
