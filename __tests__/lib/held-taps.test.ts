import { actOnHeldTaps, HELD_ATTRIBUTE, HOLD_TAPS, HYDRATED_ATTRIBUTE } from "../../src/lib/held-taps"

// The starter's listener, on the document for the whole file, as on a page.
beforeAll(() => new Function(HOLD_TAPS)())
// A held link is followed after a while: the clock is the test's, and no such wait outlives a test.
beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.clearAllTimers()
  jest.useRealTimers()
})

/** What the page's own handlers acted on, by id: React listens on the page's root, below the document. */
let acted: string[] = []

beforeEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE)
  document.body.innerHTML =
    `<div id="root"><button type="button" id="add">Add a load</button>` +
    `<button type="button" id="menu" popovertarget="site-menu">Menu</button>` +
    `<ul data-photo-gallery=""><li><a id="photo" href="#large-photo"><img alt="A UPS"></a></li></ul>` +
    `<a id="contact" href="#contact">Contact</a></div>`
  acted = []
  document.getElementById("root")!.addEventListener("click", event => acted.push((event.target as Element).id))
  window.location.hash = ""
})

/** A primary click on the element, as the browser dispatches a tap; true unless something prevented its default. */
const tap = (id: string, init: MouseEventInit = {}) =>
  document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }))

describe("a tap on a control that needs the page's scripts, before they can act on it", () => {
  it("is held, and acted on once when they can, however many taps came", () => {
    expect(tap("add")).toBe(false)
    expect(tap("add")).toBe(false)
    expect(acted).toEqual([])
    expect(document.getElementById("add")).toHaveAttribute(HELD_ATTRIBUTE)
    actOnHeldTaps()
    expect(acted).toEqual(["add"])
    expect(document.getElementById("add")).not.toHaveAttribute(HELD_ATTRIBUTE)
  })

  it("goes straight to the page's handlers once it has hydrated", () => {
    actOnHeldTaps()
    expect(tap("add")).toBe(true)
    expect(tap("add")).toBe(true)
    expect(acted).toEqual(["add", "add"])
  })

  it("on an image in a gallery's link holds the link's tap", () => {
    expect(tap("photo")).toBe(false)
    document.querySelector("#photo img")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))
    actOnHeldTaps()
    expect(acted).toEqual(["photo"])
  })

  it("on a gallery's photo follows its link after all if the scripts never come", () => {
    tap("photo")
    jest.advanceTimersByTime(7900)
    expect(window.location.hash).toBe("")
    jest.advanceTimersByTime(100)
    expect(window.location.hash).toBe("#large-photo")
  })

  it("on a gallery's photo waits on, past that, for scripts that have come and are hydrating the page", () => {
    tap("photo")
    Object.assign(window, { ___navigate: () => undefined })
    try {
      jest.advanceTimersByTime(8000)
      expect(window.location.hash).toBe("")
      actOnHeldTaps()
      expect(acted).toEqual(["photo"])
    } finally {
      Reflect.deleteProperty(window, "___navigate")
    }
  })

  it("on a gallery's photo stays where it is once the scripts have acted on it", () => {
    // The viewer's handler opens the photo rather than its link.
    document.getElementById("photo")!.addEventListener("click", event => event.preventDefault())
    tap("photo")
    actOnHeldTaps()
    jest.advanceTimersByTime(8000)
    expect(window.location.hash).toBe("")
  })
})

describe("a tap the browser acts on by itself", () => {
  it("on the header menu's button, which opens its native popover, is left alone", () => {
    expect(tap("menu")).toBe(true)
    expect(acted).toEqual(["menu"])
    expect(document.getElementById("menu")).not.toHaveAttribute(HELD_ATTRIBUTE)
  })

  it("on a link is left alone", () => {
    expect(tap("contact")).toBe(true)
    expect(acted).toEqual(["contact"])
  })

  it.each<[string, MouseEventInit]>([
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["the middle button", { button: 1 }],
  ])("on a gallery's photo with %s (a new tab or window) keeps its link", (_, init) => {
    expect(tap("photo", init)).toBe(true)
    expect(document.getElementById("photo")).not.toHaveAttribute(HELD_ATTRIBUTE)
  })
})
