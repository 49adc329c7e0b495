/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { requestedShareImages, writeShareImages } from "../../src/node/share-images"

const brand = {
  name: "Vanraj Power Systems",
  logoFile: path.resolve(__dirname, "../../content/images/logo-light.svg"),
  footer: "Ahmedabad · +91 98250 41236 · www.vanrajpower.in",
}

function builtSite(pages: Record<string, { title: string; image: string }>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  for (const [file, { title, image }] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(
      path.join(dir, file),
      `<html><head><meta property="og:image" content="${image}" data-gatsby-head="true"/>` +
        `<title data-gatsby-head="true">${title}</title></head></html>`,
    )
  }
  return dir
}

describe("share images", () => {
  it("are the ones the built pages ask for, titled without the company name", () => {
    const dir = builtSite({
      "index.html": { title: "UPS, Batteries &amp; IT | Vanraj Power Systems", image: "https://x.in/share/home.png" },
      "about-us/index.html": { title: "About Us | Vanraj Power Systems", image: "https://x.in/share/about-us.png" },
      "about-us.html": { title: "About Us | Vanraj Power Systems", image: "https://x.in/share/about-us.png" },
      "page-data/ignored.html": { title: "Not a page", image: "https://x.in/share/ignored.png" },
    })
    expect(requestedShareImages(dir, brand.name)).toEqual([
      { imagePath: "/share/about-us.png", title: "About Us" },
      { imagePath: "/share/home.png", title: "UPS, Batteries & IT" },
    ])
  })

  it("are drawn as 1200 × 630 PNGs, even for a title too long for the box", async () => {
    const dir = builtSite({
      "index.html": {
        title: `${"A very long title about batteries ".repeat(6)}| Vanraj Power Systems`,
        image: "https://x.in/share/home.png",
      },
    })
    expect(await writeShareImages(dir, brand)).toEqual(["/share/home.png"])
    const metadata = await sharp(path.join(dir, "share/home.png")).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 1200, 630])
  })
})
