// Removes the run's folder of temporary folders that jest.tmpdir-setup.js made.
const fs = require("node:fs")

module.exports = () => fs.rmSync(process.env.TMPDIR, { recursive: true, force: true })
