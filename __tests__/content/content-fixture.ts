import fs from "node:fs"
import os from "node:os"
import path from "node:path"

export const CONTENT_DIR = path.resolve(__dirname, "../../content")

/** A throwaway copy of content/ for a test to break. */
export function copyContent(): {
  dir: string
  edit: (file: string, change: (data: any) => void) => void
  write: (file: string, text: string) => void
} {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-")), "content")
  fs.cpSync(CONTENT_DIR, dir, { recursive: true })
  return {
    dir,
    edit(file, change) {
      const absolute = path.join(dir, file)
      const data = JSON.parse(fs.readFileSync(absolute, "utf8"))
      change(data)
      fs.writeFileSync(absolute, JSON.stringify(data, null, 2))
    },
    write(file, text) {
      fs.writeFileSync(path.join(dir, file), text)
    },
  }
}
