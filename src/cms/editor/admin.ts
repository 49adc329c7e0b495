import "../../styles/global.css"
import type { Decap, DecapWindow } from "./decap"
import AboutPage from "../../pages/about-us"
import ContactPage from "../../pages/contact"
import HomePage from "../../pages/index"
import { BrandPreview } from "./preview/brand-preview"
import { pageFilePreview } from "./preview/page-file-preview"
import { PageTextsPreview } from "./preview/page-texts-preview"
import { ProductLinePreview } from "./preview/product-line-preview"
import { previewWithSiteReact } from "./preview/site-react-preview"
import { SitePreview } from "./preview/site-preview"
import { TeamMemberPreview } from "./preview/team-member-preview"
import { CONTENT_FORMAT, contentFromFile, contentToFile } from "../json-format"
import { imageControlThatWaits } from "./image-control"

/**
 * The editor at /admin/: loads Decap CMS's bundle (its own React inside), teaches it how content/
 * is formatted and how the site draws each entry (its page, with the site's own components and React),
 * then starts it with public/admin/config.yml. The page names the files (write-admin.ts), whose names
 * carry versions. The site's stylesheets, bundled beside this script, style the previews only.
 */
const decapWindow = window as unknown as DecapWindow
// Decap starts as soon as its bundle runs, unless told to wait: it must first learn the above.
decapWindow.CMS_MANUAL_INIT = true

const script = document.currentScript as HTMLScriptElement

function loadDecap(): Promise<Decap> {
  return new Promise((resolve, reject) => {
    const decap = document.createElement("script")
    decap.src = script.dataset.decap!
    decap.onload = () => (decapWindow.CMS ? resolve(decapWindow.CMS) : reject(new Error("Decap CMS did not load")))
    decap.onerror = () => reject(new Error(`Could not load ${decap.src}`))
    document.head.append(decap)
  })
}

void loadDecap().then(CMS => {
  CMS.registerCustomFormat(CONTENT_FORMAT, "json", { fromFile: contentFromFile, toFile: contentToFile })
  // Decap's image field, with its thumbnail drawn once an existing file has loaded (image-control.ts).
  const image = CMS.getWidget("image")
  CMS.registerWidget({
    name: "image",
    controlComponent: imageControlThatWaits(image.control),
    previewComponent: image.preview,
    schema: image.schema,
  })
  CMS.registerPreviewStyle(script.dataset.previewStyle!)
  const previews = {
    products: ProductLinePreview,
    brands: BrandPreview,
    team: TeamMemberPreview,
    // The files of the "pages" collection, by name (cms-config.ts).
    home: pageFilePreview<Queries.HomePageQuery>("/", HomePage, "homeJson"),
    about: pageFilePreview<Queries.AboutPageQuery>("/about-us", AboutPage, "aboutJson"),
    contact: pageFilePreview<Queries.ContactPageQuery>("/contact", ContactPage, "contactJson"),
    pages: PageTextsPreview,
    site: SitePreview,
  }
  for (const [name, Preview] of Object.entries(previews))
    CMS.registerPreviewTemplate(name, previewWithSiteReact(Preview))
  // Sign-in (functions/api/auth.ts) answers on the origin the editor was opened on, production or preview.
  CMS.init({ config: { backend: { base_url: window.location.origin } } })
})
