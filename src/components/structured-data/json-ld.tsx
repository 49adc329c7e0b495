export interface JsonLdProps {
  data: Record<string, unknown>
}

/** One block of schema.org data. "<" is escaped so no text from content can end the script early. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  )
}
