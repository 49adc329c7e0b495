import fs from "node:fs"
import path from "node:path"

const root = path.resolve(__dirname, "../..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")

/** The Debian packages a command line installs: the words after `apt-get install` that are not options. */
const installedBy = (line: string) =>
  line
    .slice(line.indexOf("apt-get install") + "apt-get install".length)
    .split(/\s+/)
    .filter(word => /^[a-z0-9][a-z0-9.+-]+$/.test(word))

describe("the README's set-up", () => {
  it("installs every Debian package CI installs on a fresh machine", () => {
    const readmeLine = read("README.md")
      .split("\n")
      .find(line => line.includes("apt-get install"))
    expect(readmeLine).toBeDefined()
    // .ci/run names each missing package as it looks for it: missing+=(name)
    const ciPackages = [...read(".ci/run").matchAll(/missing\+=\(([a-z0-9.+-]+)\)/g)].map(([, name]) => name)
    expect(ciPackages.length).toBeGreaterThan(5)
    expect(installedBy(readmeLine!).sort()).toEqual(expect.arrayContaining(ciPackages.sort()))
  })

  it("answers apt-get's question itself, so the line runs to its end when pasted", () => {
    const readmeLine = read("README.md")
      .split("\n")
      .find(line => line.includes("apt-get install"))
    expect(readmeLine).toMatch(/apt-get install -y /)
  })
})
