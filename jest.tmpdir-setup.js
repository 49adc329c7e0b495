// The unit tests' temporary folders (copies of content/, built pages) go in one folder of the run's own,
// which jest.tmpdir-teardown.js removes when the run ends, passed or failed: os.tmpdir() reads TMPDIR,
// which the test workers inherit.
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")

module.exports = () => {
  process.env.TMPDIR = fs.mkdtempSync(path.join(os.tmpdir(), "unit-tests-"))
}
