/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server"
import { manifestAfterPaint } from "../../src/node/manifest-after-paint"

const head = [
  <meta key="viewport" name="viewport" content="width=device-width" />,
  <link key="manifest" rel="manifest" href="/manifest.webmanifest" crossOrigin="use-credentials" />,
  <link key="icon" rel="icon" href="/favicon.svg" />,
]

it("writes the manifest's link inside the head's after-paint <noscript>, and the rest as it was", () => {
  expect(renderToStaticMarkup(<>{manifestAfterPaint(head)}</>)).toBe(
    '<meta name="viewport" content="width=device-width"/>' +
      '<noscript id="after-paint"><link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"/></noscript>' +
      '<link rel="icon" href="/favicon.svg"/>',
  )
})

it("leaves a head without a manifest link as it is", () => {
  const withoutManifest = [head[0], head[2]]
  expect(manifestAfterPaint(withoutManifest)).toEqual(withoutManifest)
})
