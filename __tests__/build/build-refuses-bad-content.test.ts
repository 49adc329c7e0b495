/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { copyProject } from "../../scripts/copy-project"

const root = path.resolve(__dirname, "../..")

it("stops the build with the file and field named, and publishes nothing", () => {
  const dir = copyProject(root)
  const file = path.join(dir, "content/products/inverters.json")
  const product = JSON.parse(fs.readFileSync(file, "utf8"))
  delete product.en.contactUsMessage
  fs.writeFileSync(file, JSON.stringify(product))
  const ups = path.join(dir, "content/products/ups-systems.json")
  const upsSystems = JSON.parse(fs.readFileSync(ups, "utf8"))
  fs.writeFileSync(ups, JSON.stringify({ ...upsSystems, en: { ...upsSystems.en, brands: ["apc", "eaton"] } }))

  const build = spawnSync(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    timeout: 120_000,
  })

  expect(build.status).not.toBe(0)
  expect(build.stdout + build.stderr).toContain(
    'content/products/inverters.json: "en.contactUsMessage" is missing: it is required',
  )
  expect(build.stdout + build.stderr).toContain(
    'content/products/ups-systems.json: "en.brands[1]" is "eaton", but there is no content/brands/eaton.json',
  )
  expect(fs.existsSync(path.join(dir, "public/index.html"))).toBe(false)
}, 150_000)
