import { preparePhoto } from "./photo-upload"

/**
 * Every photo chosen in Decap's media library is prepared (photo-upload.ts) before Decap sees it.
 *
 * Decap offers no hook between choosing a file and storing it: its media library reads the file
 * input's change event and persists the file (decap-cms-core's MediaLibrary.handlePersist). Its own
 * `media_processing` option resizes to one fixed width, enlarging smaller photos, and refuses nothing.
 * So this listens first, in the capture phase of the window: it holds the event back, prepares the
 * photo, and gives the input the prepared file with a change event of its own, which Decap then
 * handles as it would the chosen one: its name, its place beside the entry, "Choose selected". The
 * rest of Decap's upload is untouched, and a new Decap version that renames its components still
 * works, as long as it reads a file input's change.
 *
 * Which field asked, and so how wide a photo must be, the image control (image-control.ts) says when
 * it opens the library; a refusal goes back to it, shown beside the field.
 */

export interface UploadingField {
  /** The narrowest photo the field's place takes, in pixels; none for a logo's field. */
  minWidth: number | undefined
  /** The largest file the field's place takes, in bytes: the icon's, which every page carries. */
  maxBytes?: number | undefined
  /** Shows why the chosen file was refused beside the field, or clears it (undefined). */
  refuse(message: string | undefined): void
}

let uploadingField: UploadingField | undefined
/** The files this made, passed on to Decap untouched. */
const prepared = new WeakSet<File>()

export function openedBy(field: UploadingField) {
  uploadingField = field
}

export function closedFor(field: UploadingField) {
  if (uploadingField === field) uploadingField = undefined
}

/**
 * Decap's media library closes by its Close button; after a refusal it is closed, so that the
 * message beside the field is in view.
 */
function closeLibrary(input: HTMLInputElement) {
  input.closest('[role="dialog"]')?.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click()
}

async function prepareChosenFile(input: HTMLInputElement, file: File, field: UploadingField) {
  const photo = await preparePhoto(file, field)
  if ("refusal" in photo) {
    input.value = ""
    field.refuse(photo.refusal)
    closeLibrary(input)
    return
  }
  field.refuse(undefined)
  prepared.add(photo.file)
  const files = new DataTransfer()
  files.items.add(photo.file)
  input.files = files.files
  input.dispatchEvent(new Event("change", { bubbles: true }))
}

export function prepareUploads() {
  window.addEventListener(
    "change",
    event => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || !uploadingField) return
      const file = input.files?.[0]
      if (!file || prepared.has(file)) return
      event.stopImmediatePropagation()
      void prepareChosenFile(input, file, uploadingField)
    },
    { capture: true },
  )
}
