/** A text of content/pages.json's brand section with the brand's name where it says {brand}. */
export function withBrandName(template: string, brand: string): string {
  return template.replaceAll("{brand}", brand)
}
