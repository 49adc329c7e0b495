/** Where the products and brands live: each list's page, and one page per file in content/products/ and content/brands/. */
export const PRODUCTS_PATH = "/our-products"
export const BRANDS_PATH = "/our-brands"

export const productLinePath = (slug: string) => `${PRODUCTS_PATH}/${slug}`
export const brandPath = (slug: string) => `${BRANDS_PATH}/${slug}`

/** The backup sizing helper (src/pages/backup-sizing.tsx), which the power product lines and the home page link to. */
export const BACKUP_SIZING_PATH = "/backup-sizing"

/** The after-sales page (src/pages/service.tsx), which the home page's service section, the product lines, Contact and the footer link to. */
export const SERVICE_PATH = "/service"

/** The privacy notice (src/pages/privacy.tsx), which the footer and the line beside every form's Send link to. */
export const PRIVACY_PATH = "/privacy"

/**
 * The service page with a product line already chosen, from that line's page. It opens at the top, as
 * every other way to the page does: the breakdown line and the safety steps come before the form.
 */
export const serviceRequestPath = (slug: string) => `${SERVICE_PATH}?line=${encodeURIComponent(slug)}`
