import type { Thing, WithContext } from "schema-dts"

export interface JsonLdProps {
  /**
   * Typed by schema-dts, Google's typings of the schema.org vocabulary: a property that schema.org does
   * not define for its type, or a value outside its range, fails the type check (npm run typecheck).
   */
  data: WithContext<Thing>
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
