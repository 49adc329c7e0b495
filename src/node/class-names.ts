import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/**
 * The built site's CSS module class names: one or two letters each ("a", "bQ"), given out in order
 * to every class of every `*.module.css` file under the source folder, the files sorted by path. A
 * page's HTML and its inlined styles repeat each name; in place of a six-character hash
 * ("_2En1cq"), whose letters compress no better than at random, they took 0.3 KB less of Gujarati
 * UPS Systems' compressed document, which has 14.6 KB to arrive in the connection's first round trip.
 *
 * The names depend on every stylesheet, so the build's webpack cache carries their digest as its
 * version (webpack-config.ts): a class added or removed anywhere starts it afresh, where a cached
 * stylesheet would otherwise keep names given out before.
 */
export interface ClassNames {
  /** The name of `localName` in `file` (absolute), or a build error naming both. */
  nameOf(file: string, localName: string): string
  /** Changes exactly when a name does. */
  digest: string
}

const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
const NEXT = `${FIRST}0123456789`

/** Names that ad blockers hide on every site they are used on (EasyList's element rules for `.ad`, `.AD`…). */
const HIDDEN_BY_AD_BLOCKERS = /^ad$/i

/** The n-th name: a letter, then letters and digits. */
function nthName(n: number): string {
  let name = FIRST[n % FIRST.length]
  for (let rest = Math.floor(n / FIRST.length); rest > 0; rest = Math.floor((rest - 1) / NEXT.length))
    name += NEXT[(rest - 1) % NEXT.length]
  return name
}

/** Every name in order, but those an ad blocker would hide. */
function* names(): Generator<string> {
  for (let n = 0; ; n++) if (!HIDDEN_BY_AD_BLOCKERS.test(nthName(n))) yield nthName(n)
}

/**
 * The classes a CSS module file declares, in the order they first appear: every `.name` in a rule's
 * selector, but for those inside `:global(…)`, which keep their own names. A name found here that
 * css-loader never asks for costs only a name given out.
 */
export function declaredClasses(css: string): string[] {
  const classes = new Set<string>()
  // What comes before each "{", back to the end of the last rule or declaration, is a selector or an
  // at-rule's prelude (@media, @supports), which names no class.
  const blocks = css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("{")
    .slice(0, -1)
  for (const block of blocks) {
    const prelude = block.split(/[};]/).pop()!.trim()
    if (prelude.startsWith("@")) continue
    for (const [, name] of prelude.replace(/:global\((?:[^()]|\([^()]*\))*\)/g, "").matchAll(/\.(-?[A-Za-z_][\w-]*)/g))
      classes.add(name)
  }
  return [...classes]
}

/** Every `*.module.css` file under `dir`, sorted by its path. */
function moduleFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter(file => file.endsWith(".module.css"))
    .map(file => path.join(dir, file))
    .sort()
}

/** The names of the classes of every CSS module under `srcDir`. */
export function classNames(srcDir: string): ClassNames {
  const given = new Map<string, string>()
  const next = names()
  for (const file of moduleFiles(srcDir)) {
    const relative = path.relative(srcDir, file).split(path.sep).join("/")
    for (const localName of declaredClasses(fs.readFileSync(file, "utf8")))
      given.set(`${relative} ${localName}`, next.next().value as string)
  }
  const digest = crypto
    .createHash("sha256")
    .update(JSON.stringify([...given]))
    .digest("hex")
    .slice(0, 16)
  return {
    digest,
    nameOf(file, localName) {
      const relative = path.relative(srcDir, file).split(path.sep).join("/")
      const name = given.get(`${relative} ${localName}`)
      if (name === undefined)
        throw new Error(
          `${relative}: the class ".${localName}" was not found when the site's class names were given out (src/node/class-names.ts)`,
        )
      return name
    },
  }
}
