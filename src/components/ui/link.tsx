import { Link as GatsbyLink, type GatsbyLinkProps } from "gatsby"
import { useLanguage } from "../../hooks/use-language"
import { pathInLanguage, type Language } from "../../lib/languages"

export type LinkProps<State> = Omit<GatsbyLinkProps<State>, "ref"> & {
  /** The language of the page linked to, when it is not the page's own: the header's language switch. */
  language?: Language
}

/**
 * Gatsby's Link to a page of the site, in the page's own language: `to="/our-team"` on a Gujarati page
 * goes to /gu/our-team. Every link between the site's pages is one of these (eslint.config.mjs).
 */
export function Link<State>({ to, language, ...props }: LinkProps<State>) {
  const pageLanguage = useLanguage()
  return <GatsbyLink {...props} to={pathInLanguage(to, language ?? pageLanguage)} />
}
