import "../../styles/tokens.css"
import "../../styles/global.css"
import type { Decap, DecapWindow } from "./decap"
import { keepValuesWhileImagesLoad } from "./kept-value-control"
import AboutPage from "../../pages/about-us"
import BackupSizingPage from "../../pages/backup-sizing"
import ContactPage from "../../pages/contact"
import HomePage from "../../pages/index"
import PrivacyPage from "../../pages/privacy"
import ServicePage from "../../pages/service"
import { BrandPreview } from "./preview/brand-preview"
import { pageFilePreview } from "./preview/page-file-preview"
import { PageTextsPreview } from "./preview/page-texts-preview"
import { ProductLinePreview } from "./preview/product-line-preview"
import { previewWithSiteReact } from "./preview/site-react-preview"
import { SitePreview } from "./preview/site-preview"
import { TeamMemberPreview } from "./preview/team-member-preview"
import { CONTENT_FORMAT, contentFromFile } from "../json-format"
import { contentWriter } from "./content-writer"
import { loadEditorConfig } from "./editor-config"
import { imageControlThatWaits } from "./image-control"
import { prepareUploads } from "./media-library-uploads"
import { registerRuleWidgets } from "./rule-widgets"
import { translationsBeforeWriting } from "./translation-check"
import { BACKUP_SIZING_PATH, PRIVACY_PATH, SERVICE_PATH } from "../../lib/catalogue-paths"

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
/** editor.css's phone layout. */
const PHONE_LAYOUT = "(max-width: 799px)"
/** Where Decap keeps the pane beside the form ("preview", or "none"). */
const DECAP_RIGHT_PANE = "cms.right-pane"

// Decap's editor's Save handler has no catch, so a refused save ends in a promise rejected with nothing (its form
// refused it) or with Decap's own failure action (a preSave handler refused it, or the backend failed), which the
// browser reports as an uncaught error. Decap has already said why, beside each field or in its notice, and logged
// the cause: nothing is lost.
const REFUSED_SAVE = /^(UNPUBLISHED_)?ENTRY_PERSIST_FAILURE$/
const isRefusedSave = (reason: unknown) =>
  reason === undefined ||
  (typeof reason === "object" && reason !== null && "type" in reason && REFUSED_SAVE.test(String(reason.type)))
window.addEventListener("unhandledrejection", event => {
  if (isRefusedSave(event.reason)) event.preventDefault()
})

// The Media page uploads and deletes straight on main: the header's button to it is hidden (editor.css), and its
// address, typed or remembered, leads to the content instead.
function leaveMediaPage() {
  if (/^#\/media\b/.test(window.location.hash)) window.location.replace("#/")
}
window.addEventListener("hashchange", leaveMediaPage)
leaveMediaPage()

// At a phone's width the form and the preview take the screen in turn (editor.css), switched by Decap's preview
// toggle, whose last position Decap keeps and opens every entry with: on a phone, an entry opens on its form.
// Set before Decap's editor reads it as it opens the entry the address names.
function openEntriesOnTheirForm() {
  if (matchMedia(PHONE_LAYOUT).matches) localStorage.setItem(DECAP_RIGHT_PANE, "none")
}
window.addEventListener("hashchange", openEntriesOnTheirForm)
openEntriesOnTheirForm()

function loadDecap(): Promise<Decap> {
  return new Promise((resolve, reject) => {
    const decap = document.createElement("script")
    decap.src = script.dataset.decap!
    decap.onload = () => (decapWindow.CMS ? resolve(decapWindow.CMS) : reject(new Error("Decap CMS did not load")))
    decap.onerror = () => reject(new Error(`Could not load ${decap.src}`))
    document.head.append(decap)
  })
}

// A file's keys are written in its form's order, the forms read from config.yml meanwhile (content-writer.ts).
const writer = contentWriter(loadEditorConfig())

void loadDecap().then(CMS => {
  CMS.registerCustomFormat(CONTENT_FORMAT, "json", { fromFile: contentFromFile, toFile: writer.toFile })
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
  // Every field keeps what the editor types or taps while the entry's photos load (kept-value-control.ts), and
  // a Gujarati text left empty is refused beside its field before a save, as an English one is (translation-check.ts).
  keepValuesWhileImagesLoad(CMS)
  CMS.registerEventListener({ name: "preSave", handler: writer.formsRead })
  CMS.registerEventListener({ name: "preSave", handler: translationsBeforeWriting })
  CMS.registerPreviewStyle(script.dataset.previewStyle!)
  const previews = {
    products: ProductLinePreview,
    brands: BrandPreview,
    team: TeamMemberPreview,
    // The files of the "pages" collection, by name (cms-config.ts).
    home: pageFilePreview<Queries.HomePageQuery>("/", HomePage, "homeJson"),
    about: pageFilePreview<Queries.AboutPageQuery>("/about-us", AboutPage, "aboutJson"),
    contact: pageFilePreview<Queries.ContactPageQuery>("/contact", ContactPage, "contactJson"),
    backupSizing: pageFilePreview<Queries.BackupSizingPageQuery>(
      BACKUP_SIZING_PATH,
      BackupSizingPage,
      "backupSizingJson",
    ),
    service: pageFilePreview<Queries.ServicePageQuery>(SERVICE_PATH, ServicePage, "serviceJson"),
    privacy: pageFilePreview<Queries.PrivacyPageQuery>(PRIVACY_PATH, PrivacyPage, "privacyJson"),
    pages: PageTextsPreview,
    site: SitePreview,
  }
  for (const [name, Preview] of Object.entries(previews))
    CMS.registerPreviewTemplate(name, previewWithSiteReact(Preview))
  // Sign-in (functions/api/auth.ts) answers on the origin the editor was opened on, production or preview.
  CMS.init({ config: { backend: { base_url: window.location.origin } } })
})
