type FirstInteraction = typeof import("../../src/lib/first-interaction").firstInteraction

/** A fresh copy of the module: it listens once per page. */
function load(): FirstInteraction {
  let firstInteraction: FirstInteraction | undefined
  jest.isolateModules(() => ({ firstInteraction } = require("../../src/lib/first-interaction")))
  return firstInteraction!
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise(resolve => setTimeout(resolve, 0))
  return done
}

afterEach(() => Object.defineProperty(window, "scrollY", { value: 0, configurable: true }))

describe("the visitor's first interaction", () => {
  it("is still to come while nobody does anything", async () => {
    expect(await settled(load()())).toBe(false)
  })

  it.each(["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "click", "wheel", "scroll"])(
    "comes with a %s",
    async type => {
      const firstInteraction = load()
      const interaction = firstInteraction()
      window.dispatchEvent(new Event(type))
      expect(await settled(interaction)).toBe(true)
    },
  )

  it("is still to come while the pointer rests over the page: a pointermove that moved none", async () => {
    const interaction = load()()
    window.dispatchEvent(Object.assign(new Event("pointermove"), { movementX: 0, movementY: 0 }))
    expect(await settled(interaction)).toBe(false)
    window.dispatchEvent(Object.assign(new Event("pointermove"), { movementX: 0, movementY: -2 }))
    expect(await settled(interaction)).toBe(true)
  })

  it("has happened already when the page was scrolled before the scripts ran", async () => {
    Object.defineProperty(window, "scrollY", { value: 300, configurable: true })
    expect(await settled(load()())).toBe(true)
  })

  it("is still to come on a page put back a fraction of a pixel from its top (Firefox, on reload)", async () => {
    Object.defineProperty(window, "scrollY", { value: 0.22, configurable: true })
    expect(await settled(load()())).toBe(false)
  })

  it("is one event for every caller, so listening early catches what happens before later callers", async () => {
    const firstInteraction = load()
    const early = firstInteraction()
    window.dispatchEvent(new Event("keydown"))
    expect(firstInteraction()).toBe(early)
    expect(await settled(firstInteraction())).toBe(true)
  })
})
