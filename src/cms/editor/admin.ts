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
import { prepareUploads } from "./media-library-uploads"
import { registerRuleWidgets } from "./rule-widgets"

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

// Decap ends a save its form refuses by rejecting a promise with nothing (its editor's Save handler has no catch),
// which the browser reports as an uncaught error. The form has said why beside each field: nothing is lost.
window.addEventListener("unhandledrejection", event => {
  if (event.reason === undefined) event.preventDefault()
})

// The media library's "Delete selected" deletes a file with a commit straight to main, even in the editorial
// workflow, and Decap has no setting to leave it out; so it is hidden, by the names Decap's styles give the library and the button
// (e2e/cms-rules.spec.ts fails if a new Decap renames it). An image leaves the site with its entry's change instead.
const editorStyle = document.createElement("style")
// The Media page's uploads are committed straight to main too: the header's link to it is hidden the same way.
// A field's error is a sentence naming files (content-rules.ts): it reads as one, not in Decap's small capitals
// (a selector more specific than Decap's own, whose styles come later).
editorStyle.textContent =
  '[class*="-LibraryTop"] button[class*="-DeleteButton-"], header a[href$="#/media"] { display: none }' +
  'html ul[class*="-ControlErrorsList"] { text-transform: none; text-align: left; font-size: 14px; line-height: 1.4 }'
document.head.append(editorStyle)
// …and its address, typed or remembered, leads to the content instead.
function leaveMediaPage() {
  if (/^#\/media\b/.test(window.location.hash)) window.location.replace("#/")
}
window.addEventListener("hashchange", leaveMediaPage)
leaveMediaPage()

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
  // Decap's image field, with its thumbnail drawn once an existing file has loaded, and photos
  // prepared for the site as they are uploaded (image-control.ts, media-library-uploads.ts).
  prepareUploads()
  const image = CMS.getWidget("image")
  CMS.registerWidget({
    name: "image",
    controlComponent: imageControlThatWaits(image.control),
    previewComponent: image.preview,
    schema: image.schema,
  })
  // The content check's rules that read other files, beside their fields (rule-widgets.ts).
  registerRuleWidgets(CMS)
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
