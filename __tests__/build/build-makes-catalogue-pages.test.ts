/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { copyProject, leaveOutGalleries } from "../../scripts/copy-project"
import { WIDEST_PHOTO } from "../../src/lib/photo-sizes"

const root = path.resolve(__dirname, "../..")

it(
  "makes a page for a new product file, and none for a removed brand file or an entry taken off the site, with no change to the code",
  async () => {
    const dir = copyProject(root)
    // What is tested here is which pages are made; the galleries only make the build longer.
    leaveOutGalleries(dir)
    const content = (file: string) => path.join(dir, "content", file)
    // A new product line as the editor saves it (e2e/cms-photos.spec.ts asserts that it does), with a
    // brand chosen, and its photo as the editor stores one: upright, at the widest the site shows.
    const solarInverters = JSON.parse(fs.readFileSync(path.join(__dirname, "../content/solar-inverters.json"), "utf8"))
    fs.writeFileSync(
      content("products/solar-inverters.json"),
      JSON.stringify({ ...solarInverters, en: { ...solarInverters.en, brands: ["luminous"] } }),
    )
    await sharp({
      create: { width: WIDEST_PHOTO, height: Math.round((WIDEST_PHOTO * 4) / 3), channels: 3, background: "#c04020" },
    })
      .jpeg()
      .toFile(content(`products/${solarInverters.en.image}`))
    fs.rmSync(content("brands/vivo.json"))
    // Taken off the site: a product line, a brand only it named, and a team member.
    const takeOff = (file: string) => {
      const entry = JSON.parse(fs.readFileSync(content(file), "utf8"))
      fs.writeFileSync(content(file), JSON.stringify({ ...entry, en: { ...entry.en, shown: false } }))
    }
    takeOff("products/antivirus-software.json")
    takeOff("brands/quanta.json")
    const batteries = JSON.parse(fs.readFileSync(content("products/batteries.json"), "utf8"))
    fs.writeFileSync(
      content("products/batteries.json"),
      JSON.stringify({
        ...batteries,
        en: { ...batteries.en, brands: batteries.en.brands.filter((brand: string) => brand !== "quanta") },
      }),
    )
    takeOff("team/kunal-joshi.json")

    const build = spawnSync(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      maxBuffer: 64 * 1024 * 1024,
    })
    expect(build.stderr).not.toMatch(/ERROR/)
    expect(build.status).toBe(0)

    const built = (file: string) => fs.readFileSync(path.join(dir, "public", file), "utf8")
    expect(built("our-products/solar-inverters.html")).toMatch(/<h1[^>]*>Solar Inverters<\/h1>/)
    expect(built("our-products/solar-inverters.html")).toContain('alt="A solar inverter on a wall"')
    expect(built("our-products.html")).toContain('href="/our-products/solar-inverters"')
    expect(built("our-brands/luminous.html")).toContain('href="/our-products/solar-inverters"')
    expect(built("sitemap-0.xml")).toContain("/our-products/solar-inverters</loc>")
    expect(built("_headers")).toMatch(/^\/our-products\/solar-inverters\n {2}! Content-Security-Policy$/m)
    expect(built("sitemap-0.xml")).not.toContain("/our-brands/vivo")
    expect(fs.existsSync(path.join(dir, "public/our-brands/vivo.html"))).toBe(false)

    for (const page of ["our-products/antivirus-software.html", "our-brands/quanta.html"])
      expect(fs.existsSync(path.join(dir, "public", page))).toBe(false)
    const pages = fs
      .readdirSync(path.join(dir, "public"), { recursive: true, encoding: "utf8" })
      .filter(file => file.endsWith(".html") && fs.statSync(path.join(dir, "public", file)).isFile())
    const linking = pages.filter(page => /\/our-products\/antivirus-software|\/our-brands\/quanta/.test(built(page)))
    expect(linking).toEqual([])
    expect(built("sitemap-0.xml")).not.toMatch(/antivirus-software|quanta/)
    expect(built("our-products.html")).not.toContain("Antivirus")
    expect(built("our-team.html")).not.toContain("Kunal Joshi")
    // The business's JSON-LD on every page names the brands it carries.
    expect(built("contact.html")).toContain('{"@type":"Brand","name":"Samsung"}')
    expect(built("contact.html")).not.toContain('{"@type":"Brand","name":"Quanta"}')
    fs.rmSync(dir, { recursive: true, force: true })
  },
  20 * 60_000,
)
