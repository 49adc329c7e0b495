import "../../styles/global.css"
import type { Decap, DecapWindow } from "./decap"
import { BrandPreview } from "./preview/brand-preview"
import { ProductPreview } from "./preview/product-preview"
import { TeamMemberPreview } from "./preview/team-member-preview"
import { CONTENT_FORMAT, contentFromFile, contentToFile } from "../json-format"
import { imageControlThatWaits } from "./image-control"
import { prepareUploads } from "./media-library-uploads"

/**
 * The editor at /admin/: loads Decap CMS's bundle (its own React inside), teaches it how content/
 * is formatted and how the site draws a product, a brand and a team member, then starts it with
 * public/admin/config.yml. The page names the files (write-admin.ts), whose names carry versions.
 * The site's stylesheets, bundled beside this script, style the previews only.
 */
const decapWindow = window as DecapWindow
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
  CMS.registerPreviewStyle(script.dataset.previewStyle!)
  CMS.registerPreviewTemplate("products", ProductPreview)
  CMS.registerPreviewTemplate("brands", BrandPreview)
  CMS.registerPreviewTemplate("team", TeamMemberPreview)
  // Sign-in (functions/api/auth.ts) answers on the origin the editor was opened on, production or preview.
  CMS.init({ config: { backend: { base_url: window.location.origin } } })
})
