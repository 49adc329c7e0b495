import siteFile from "../../content/site.json"

/**
 * The site's absolute address without a trailing slash: SITE_URL at build time (for previews
 * and staging) wins over the default in content/site.json. The build and the tests both read it here.
 */
export const siteUrl = (process.env.SITE_URL || siteFile.en.url).replace(/\/$/, "")
