// Set up as in Gatsby's unit-testing guide: babel-preset-gatsby, a gatsby mock, CSS modules as identity.
/** @type {import("jest").Config} */
module.exports = {
  testEnvironment: "jsdom",
  // Every core: Jest's default keeps one for itself, which on CI's 2 cores ran the files one at a time,
  // the rest waiting out the gallery-free build of build-makes-catalogue-pages (85 s; 67 s with both).
  maxWorkers: "100%",
  roots: ["<rootDir>/__tests__", "<rootDir>/__mocks__"],
  testMatch: ["**/*.test.[jt]s?(x)"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public", "<rootDir>/__tests__/fixtures"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  globalSetup: "<rootDir>/jest.tmpdir-setup.js",
  globalTeardown: "<rootDir>/jest.tmpdir-teardown.js",
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
