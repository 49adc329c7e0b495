/**
 * @jest-environment node
 */
import { Writable } from "node:stream"
import { renderToPipeableStream, renderToString } from "react-dom/server"

/**
 * Gatsby writes every page with React's renderToPipeableStream. React 18.3 wrote its whole 2 KB buffer when a
 * character of three bytes did not fit at its end, zero bytes and all (facebook/react#31134): Gujarati pages
 * came out with U+0000 inside words, which the HTML validator refuses. patches/react-dom+18.3.1.patch writes
 * only what the buffer holds, as React 19 does.
 */
function streamed(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk))
        done()
      },
    })
    sink.on("finish", () => resolve(Buffer.concat(chunks)))
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })
}

it("streams Gujarati text without a zero byte, exactly as it renders to a string", async () => {
  const page = (
    <main>
      {Array.from({ length: 400 }, (_, index) => (
        <p key={index}>
          {index % 7 === 0 ? "a" : ""}ત્રણ બેટરી કેબિનેટમાં બે કલાકનો બેકઅપ {index}
        </p>
      ))}
    </main>
  )
  const bytes = await streamed(page)
  expect(bytes.includes(0)).toBe(false)
  expect(bytes.toString("utf8")).toBe(renderToString(page))
})
