/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { checkGujaratiFont, requestedShareImages, writeShareImages } from "../../src/node/share-images"

const brand = {
  name: "Vanraj Power Systems",
  logoFile: path.resolve(__dirname, "../../content/images/logo-light.svg"),
  footer: {
    en: "Ahmedabad · +91 98250 41236 · www.vanrajpower.in",
    gu: "અમદાવાદ · +91 98250 41236 · www.vanrajpower.in",
  },
}

function builtSite(pages: Record<string, { title: string; image: string; lang?: string }>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  for (const [file, { title, image, lang = "en-IN" }] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(
      path.join(dir, file),
      `<html lang="${lang}"><head><meta property="og:image" content="${image}" data-gatsby-head="true"/>` +
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
      { imagePath: "/share/about-us.png", title: "About Us", language: "en" },
      { imagePath: "/share/home.png", title: "UPS, Batteries & IT", language: "en" },
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

  it("draw a Gujarati page's title in Gujarati letters, with the Gujarati line of details", async () => {
    const dir = builtSite({
      "gu/our-team.html": {
        title: "અમારી ટીમ | Vanraj Power Systems",
        image: "https://x.in/share/gu-our-team.png",
        lang: "gu-IN",
      },
      "our-team.html": { title: "Our Team | Vanraj Power Systems", image: "https://x.in/share/our-team.png" },
    })
    expect(requestedShareImages(dir, brand.name)).toEqual([
      { imagePath: "/share/gu-our-team.png", title: "અમારી ટીમ", language: "gu" },
      { imagePath: "/share/our-team.png", title: "Our Team", language: "en" },
    ])
    expect(await writeShareImages(dir, brand)).toEqual(["/share/gu-our-team.png", "/share/our-team.png"])
  })

  it("are not drawn in Gujarati on a machine with no Gujarati font, which the build names", () => {
    const missing = /No font with Gujarati letters.*fonts-noto-core/
    expect(() => checkGujaratiFont(() => "")).toThrow(missing)
    expect(() =>
      checkGujaratiFont(() => {
        throw new Error("spawnSync fc-list ENOENT")
      }),
    ).toThrow(missing)
    expect(() => checkGujaratiFont(() => "Noto Sans Gujarati\n")).not.toThrow()
    // This machine has one, as CI installs it (.ci/run).
    expect(() => checkGujaratiFont()).not.toThrow()
  })
})
