/**
 * Babel for our own code (src/, gatsby-browser, gatsby-ssr and Gatsby's .cache; dependencies are compiled by
 * Gatsby's own rule): Gatsby's preset without the down-compiling no browser of package.json's browserslist needs.
 * See src/node/babel-preset.cjs; gatsby-node.ts's onCreateBabelConfig hands it the build stage.
 */
module.exports = { presets: ["./src/node/babel-preset.cjs"] }
