/** @jest-environment node */
import { parse } from "acorn"
import { minifyInlineScripts } from "../../src/node/inline-scripts"

const RESTORE = `(function fill(form, value) {
  // A comment the server bundle kept.
  var field = form.elements[0]
  if (field.value === field.defaultValue) field.value = value
})(document.getElementById("enquiry-form"), "kept")`

describe("the inline scripts a page's components write", () => {
  it("are sent minified, ES5 still, doing what they did", () => {
    const html = `<form id="enquiry-form"><input value=""></form><script>${RESTORE}</script>`
    const script = /<script>([\s\S]*)<\/script>/.exec(minifyInlineScripts(html))![1]
    expect(script.length).toBeLessThan(RESTORE.length * 0.75)
    expect(script).not.toContain("A comment")
    expect(() => parse(script, { ecmaVersion: 5 })).not.toThrow()
    expect(script).toContain('getElementById("enquiry-form")')
  })

  it("leave structured data and scripts with an id of their own as they are", () => {
    const data = '<script type="application/ld+json">{ "@type": "WebPage" }</script>'
    const starter = '<script id="start-scripts">window.a = 1;  window.b = 2</script>'
    expect(minifyInlineScripts(data + starter)).toBe(data + starter)
  })
})
