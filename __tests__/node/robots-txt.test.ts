/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { writeRobotsTxt } from "../../src/node/robots-txt"

it("robots.txt lets every crawler in and names the sitemap on the site's own address", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  writeRobotsTxt(dir, "https://staging.example.in")
  expect(fs.readFileSync(path.join(dir, "robots.txt"), "utf8")).toBe(
    "User-agent: *\nAllow: /\n\nSitemap: https://staging.example.in/sitemap-index.xml\n",
  )
})
