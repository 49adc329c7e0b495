import type { WebPage, WithContext } from "schema-dts"
import { JsonLd } from "./json-ld"

export interface WebPageJsonLdProps {
  /** The page's address, as its canonical link names it. */
  url: string
  /** The page's title, as in its <title>. */
  name: string
  /** The page's language, as in <html lang>: en-IN or gu-IN. */
  inLanguage: string
  /** The @id of the business that publishes the site (described in full on the pages in BUSINESS_PAGES). */
  publisher: string
}

/**
 * The page itself, in the language it is written in: schema.org gives a language to creative works
 * (a web page), not to the business or its products, which the page's other blocks describe.
 */
export function WebPageJsonLd({ url, name, inLanguage, publisher }: WebPageJsonLdProps) {
  const data: WithContext<WebPage> = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name,
    inLanguage,
    publisher: { "@id": publisher },
  }
  return <JsonLd data={data} />
}
