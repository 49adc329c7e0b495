/**
 * What the browser build takes in place of a plugin's gatsby-browser.js whose every API does nothing in a
 * production build (src/node/webpack-config.ts): nothing.
 */
export {}
