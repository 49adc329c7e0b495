/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { preloadMainImage, writeMainImagePreloads } from "../../src/node/main-image-preload"

const AVIF = "/static/a/480/hero.avif 480w,\n/static/a/800/hero.avif 800w"
const WEBP = "/static/a/480/hero.webp 480w,\n/static/a/800/hero.webp 800w"
const HEAD = `<head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Home</title></head>`
const logo = `<img src="/static/logo.svg" alt="Vanraj Power Systems, Home" width="220" height="56" fetchpriority="low"/>`
const hero =
  `<picture><source type="image/avif" srcSet="${AVIF}" sizes="100vw"/><source type="image/webp" srcSet="${WEBP}" sizes="100vw"/>` +
  `<img src="/static/a/800/hero.jpg" srcSet="/static/a/800/hero.jpg 800w" sizes="100vw" width="2000" height="1125" alt="" loading="eager" decoding="async" fetchpriority="high"/></picture>`
const page = (body: string) => `<!DOCTYPE html><html lang="en-IN">${HEAD}<body>${body}</body></html>`

describe("a page's main image, named in its head", () => {
  const html = preloadMainImage(page(logo + hero))

  it("is preloaded right after the viewport's meta tag, before the header's logo is read", () => {
    expect(html).toContain(
      `<meta name="viewport" content="width=device-width, initial-scale=1"/>` +
        `<link rel="preload" as="image" type="image/avif" imagesrcset="${AVIF}" imagesizes="100vw" fetchpriority="high"/>` +
        `<title>`,
    )
  })

  it("as the picture's first source, so the browser picks the copy the picture will, and skips it without AVIF", () => {
    expect(html.match(/<link rel="preload"/g)).toHaveLength(1)
    expect(html).not.toContain(`imagesrcset="${WEBP}"`)
  })

  it("keeps the source's media, for a picture that shows another photo at another width", () => {
    const artDirected = hero.replace(`sizes="100vw"/>`, `sizes="100vw" media="(min-width: 40rem)"/>`)
    expect(preloadMainImage(page(artDirected))).toContain(`imagesizes="100vw" media="(min-width: 40rem)" fetchpriority`)
  })

  it("is an img's own src and srcset when it is not in a picture", () => {
    const plain = `<img src="/static/b/banner.png" srcSet="/static/b/banner.png 600w" sizes="50vw" alt="" fetchpriority="high"/>`
    expect(preloadMainImage(page(plain))).toContain(
      `<link rel="preload" as="image" href="/static/b/banner.png" imagesrcset="/static/b/banner.png 600w" imagesizes="50vw" fetchpriority="high"/>`,
    )
  })

  it("is left alone on a page without a main image, and on a page already rewritten", () => {
    expect(preloadMainImage(page(logo))).toBe(page(logo))
    expect(preloadMainImage(html)).toBe(html)
  })

  it("does not take a picture that ended before the main image for its own", () => {
    const before = `<picture><source type="image/avif" srcSet="/static/other.avif 100w"/><img src="/static/other.jpg" alt=""/></picture>`
    const plain = `<img src="/static/b/banner.png" alt="" fetchpriority="high"/>`
    expect(preloadMainImage(page(before + plain))).toContain(
      `<link rel="preload" as="image" href="/static/b/banner.png" fetchpriority="high"/>`,
    )
  })
})

test("every built page with a main image gets its preload, once, however often the build runs", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "preload-"))
  fs.mkdirSync(path.join(publicDir, "about-us"))
  fs.writeFileSync(path.join(publicDir, "index.html"), page(logo + hero))
  fs.writeFileSync(path.join(publicDir, "about-us", "index.html"), page(logo))
  expect(writeMainImagePreloads(publicDir)).toBe(1)
  expect(writeMainImagePreloads(publicDir)).toBe(1)
  expect(fs.readFileSync(path.join(publicDir, "index.html"), "utf8").match(/rel="preload"/g)).toHaveLength(1)
  expect(fs.readFileSync(path.join(publicDir, "about-us", "index.html"), "utf8")).toBe(page(logo))
})
